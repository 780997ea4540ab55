// Reading a QR code from the camera's video (docs/decisions/012-vouchers.md): the browser's own BarcodeDetector where
// it reads QR codes (Android Chrome), else jsQR on frames drawn into a canvas (iPad Safari, desktop browsers). jsQR is
// loaded only when a host starts a scan, so neither the guest pages nor the tablet's start-up carry it.

/** The text of the QR code in the video's current frame, or undefined when none is seen. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | undefined>;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
}

const detectorClass = (): DetectorClass | undefined => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** The browser's detector, when it has one that knows QR codes (some builds ship the class with no formats at all). */
export async function nativeQrReader(Detector = detectorClass()): Promise<QrReader | undefined> {
  if (!Detector) return undefined;
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? ['qr_code'];
  if (!formats.includes('qr_code')) return undefined;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue || undefined;
}

export async function qrReader(): Promise<QrReader> {
  const native = await nativeQrReader();
  if (native) return native;
  const { canvasQrReader } = await import('./canvas-qr-reader');
  return canvasQrReader();
}
