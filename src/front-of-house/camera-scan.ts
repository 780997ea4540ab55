// The camera while a host scans a voucher's QR code (docs/decisions/012-vouchers.md): started on the host's tap, read
// a few times a second until a code is seen, stopped when the scan ends. Typing the code works whatever happens here.
import { qrReader, type QrReader } from './qr-reader';

/** Why the camera gave no picture: the host (or the browser's settings) refused it, or there is none to start. */
export type CameraProblem = 'denied' | 'unavailable';

/** Between two reads: finds a held-up code at once and leaves the tablet's CPU to the rest of the app. */
const readEvery = 250;

/** A camera can be asked for (a secure page in a browser with getUserMedia); the reader is chosen once it is on. */
export const canScan = (): boolean => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

export function cameraProblem(error: unknown): CameraProblem {
  // Structural: older Safari's DOMException is no Error.
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/** Shows the back camera in `video` and reads it until a code is seen or the returned stop is called. */
export function scanWithCamera(video: HTMLVideoElement, found: (text: string) => void, failed: (problem: CameraProblem) => void): () => void {
  let stopped = false;
  let stream: MediaStream | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream?.getTracks() ?? []) track.stop();
  };
  const readFrame = async (read: QrReader) => {
    const text = await read(video).catch(() => undefined);
    if (stopped) return;
    if (text) found(text);
    else timer = setTimeout(() => void readFrame(read), readEvery);
  };
  const start = async () => {
    const [media, read] = await Promise.all([
      navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then((media) => {
        stream = media;
        if (stopped) stop();
        return media;
      }),
      // The reader loads while the host answers the camera prompt.
      qrReader(),
    ]);
    if (stopped) return;
    video.srcObject = media;
    await video.play();
    if (!stopped) void readFrame(read);
  };
  start().catch((error: unknown) => {
    if (stopped) return;
    stop();
    failed(cameraProblem(error));
  });
  return stop;
}
