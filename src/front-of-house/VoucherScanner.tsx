// Scanning a voucher's QR code with the tablet's camera, where the browser has BarcodeDetector (typing the code always
// works): the QR code holds the voucher page's address (its id) or the code itself.
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

interface Detected {
  rawValue: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<Detected[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

const detectorClass = (): DetectorClass | undefined => (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

export const canScan = (): boolean => detectorClass() !== undefined && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

export function VoucherScanner({ onScanned, onStop }: { onScanned: (text: string) => void; onStop: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector.detect(video.current).then((found) => {
            const first = found[0]?.rawValue;
            if (first && !stopped) onScanned(first);
          });
        }, 400);
      })
      .catch(() => onStop());
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onScanned, onStop]);
  return (
    <div className="voucher-scanner">
      <video ref={video} className="voucher-scanner__video" muted playsInline aria-hidden="true" />
      <button type="button" className="button" onClick={onStop}>
        <FormattedMessage id="reservations.voucher.stopScan" />
      </button>
    </div>
  );
}
