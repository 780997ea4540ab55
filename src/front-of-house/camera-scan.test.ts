import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cameraProblem, scanWithCamera } from './camera-scan';

const frames = vi.hoisted(() => ({ seen: [] as (string | undefined)[] }));
vi.mock('./qr-reader', () => ({ qrReader: () => Promise.resolve(() => Promise.resolve(frames.seen.shift())) }));

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;
const video = () => ({ play: vi.fn(() => Promise.resolve()), srcObject: null }) as unknown as HTMLVideoElement;

function cameraThat(answer: () => Promise<MediaStream>) {
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: vi.fn(answer) } });
}

describe('cameraProblem', () => {
  it('tells a refused camera from one that is missing or busy', () => {
    expect(cameraProblem(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblem(new DOMException('insecure', 'SecurityError'))).toBe('denied');
    expect(cameraProblem(new DOMException('none', 'NotFoundError'))).toBe('unavailable');
    expect(cameraProblem(new DOMException('busy', 'NotReadableError'))).toBe('unavailable');
    expect(cameraProblem('odd')).toBe('unavailable');
  });
});

describe('scanWithCamera', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    track.stop.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads frames until a code is seen, once, then reads no more', async () => {
    cameraThat(() => Promise.resolve(stream));
    frames.seen = [undefined, undefined, 'https://x.test/r/demo/vouchers/v1', 'again'];
    const found = vi.fn();
    const failed = vi.fn();
    const shown = video();
    scanWithCamera(shown, found, failed);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(shown.srcObject).toBe(stream);
    expect(found.mock.calls).toEqual([['https://x.test/r/demo/vouchers/v1']]);
    expect(frames.seen).toEqual(['again']);
    expect(failed).not.toHaveBeenCalled();
  });

  it('says the camera was refused', async () => {
    cameraThat(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const failed = vi.fn();
    scanWithCamera(video(), vi.fn(), failed);
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.mock.calls).toEqual([['denied']]);
  });

  it('turns the camera off when stopped, even when it comes on after the stop', async () => {
    let grant: (media: MediaStream) => void = () => undefined;
    cameraThat(() => new Promise((resolve) => (grant = resolve)));
    const found = vi.fn();
    const stop = scanWithCamera(video(), found, vi.fn());
    stop();
    grant(stream);
    frames.seen = ['late'];
    await vi.advanceTimersByTimeAsync(1_000);
    expect(track.stop).toHaveBeenCalled();
    expect(found).not.toHaveBeenCalled();
  });
});
