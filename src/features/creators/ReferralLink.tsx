// One referral link (spec §2 /c/overview, /c/partner): the address to share, a copy button whose confirmation a
// screen reader hears, and its QR code to show or download (PNG for print, SVG for design tools). The QR library
// loads only on the creator's screens.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { qrFileName, referralUrl } from './referral';

interface QrImages {
  png: string;
  svg: string;
}

function useQrImages(url: string): QrImages | null {
  const [images, setImages] = useState<QrImages | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async ({ default: QRCode }) => {
      const options = { errorCorrectionLevel: 'M' as const, margin: 2, color: { dark: '#000000', light: '#ffffff' } };
      const [png, svg] = await Promise.all([QRCode.toDataURL(url, { ...options, width: 1024 }), QRCode.toString(url, { ...options, type: 'svg' })]);
      if (live) setImages({ png, svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      live = false;
    };
  }, [url]);
  return images;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function ReferralLink({ restaurantId, restaurantName, code, showQr = true }: { restaurantId: string; restaurantName: string; code: string; showQr?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const url = referralUrl(window.location.origin, restaurantId, code);
  const [copy, setCopy] = useState<CopyState>('idle');
  const images = useQrImages(url);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (an old browser, a denied permission): select the address so the creator can copy it by hand.
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
      setCopy('failed');
    }
  };

  return (
    <div className="creator-link">
      <label className="field creator-link__field" htmlFor={`${id}-url`}>
        <span>
          <FormattedMessage id="creator.link.label" values={{ restaurant: restaurantName }} />
        </span>
        <input id={`${id}-url`} type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
      </label>
      <div className="creator-link__actions">
        <button type="button" className="button button--primary" onClick={() => void copyLink()}>
          <FormattedMessage id="creator.link.copy" />
        </button>
        {showQr && images ? (
          <>
            <a className="button" href={images.png} download={qrFileName(restaurantId, code, 'png')}>
              <FormattedMessage id="creator.link.downloadPng" />
            </a>
            <a className="button" href={images.svg} download={qrFileName(restaurantId, code, 'svg')}>
              <FormattedMessage id="creator.link.downloadSvg" />
            </a>
          </>
        ) : null}
      </div>
      <p className="creator-link__status" role="status">
        {copy === 'copied' ? <FormattedMessage id="creator.link.copied" /> : copy === 'failed' ? <FormattedMessage id="creator.link.copyFailed" /> : null}
      </p>
      {showQr ? (
        <div className="creator-link__qr">
          {images ? <img src={images.svg} width={160} height={160} alt={intl.formatMessage({ id: 'creator.link.qrAlt' }, { restaurant: restaurantName })} /> : null}
        </div>
      ) : null}
    </div>
  );
}
