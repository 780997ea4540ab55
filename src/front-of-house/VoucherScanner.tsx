// The camera's picture while the host scans a voucher's QR code (camera-scan.ts); the QR code holds the voucher page's
// address (its id) or the code itself. Typing the code works beside it, and instead of it when the camera is refused.
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { scanWithCamera, type CameraProblem } from './camera-scan';

interface VoucherScannerProps {
  onScanned: (text: string) => void;
  onProblem: (problem: CameraProblem) => void;
  onStop: () => void;
}

export function VoucherScanner({ onScanned, onProblem, onStop }: VoucherScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<HTMLButtonElement>(null);
  // The Scan button that had the focus made way for this: the keyboard goes on from Stop scanning.
  useEffect(() => stop.current?.focus(), []);
  useEffect(() => (video.current ? scanWithCamera(video.current, onScanned, onProblem) : undefined), [onScanned, onProblem]);
  return (
    <div className="voucher-scanner">
      <p role="status">
        <FormattedMessage id="reservations.voucher.scanHint" />
      </p>
      <video ref={video} className="voucher-scanner__video" muted playsInline aria-hidden="true" />
      <button ref={stop} type="button" className="button" onClick={onStop}>
        <FormattedMessage id="reservations.voucher.stopScan" />
      </button>
    </div>
  );
}
