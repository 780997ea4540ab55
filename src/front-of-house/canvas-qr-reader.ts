// The QR reader for browsers without BarcodeDetector: the video's frame drawn into a canvas, read by jsQR (a pure
// JavaScript decoder). Only qr-reader.ts imports this file, and only dynamically: jsQR stays out of every start-up chunk.
import jsQR from 'jsqr';

/** Frames are scaled down to at most this width: a code held up to the camera still spans ~200 px, and each read stays cheap. */
const maxFrameWidth = 640;

/** The size a frame is read at: the video's own, or scaled down to `maxWidth` keeping its shape. */
export function frameSize(videoWidth: number, videoHeight: number, maxWidth = maxFrameWidth): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / videoWidth);
  return { width: Math.round(videoWidth * scale), height: Math.round(videoHeight * scale) };
}

/** The text of the QR code in these RGBA pixels, or undefined. Printed vouchers are dark on light: no inverted pass. */
export const decodeQrPixels = (pixels: Uint8ClampedArray, width: number, height: number): string | undefined =>
  jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' })?.data || undefined;

export function canvasQrReader(): (video: HTMLVideoElement) => Promise<string | undefined> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return undefined;
    const { width, height } = frameSize(video.videoWidth, video.videoHeight);
    // Setting a canvas's size clears and reallocates it: only when the camera's size changed.
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    context.drawImage(video, 0, 0, width, height);
    return decodeQrPixels(context.getImageData(0, 0, width, height).data, width, height);
  };
}
