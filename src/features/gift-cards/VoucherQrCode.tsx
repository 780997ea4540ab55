import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatVoucherCode } from '../../../core/vouchers/code';

/**
 * The voucher page's address as a QR code, as on the voucher's PDF. The `qrcode` package loads with this page only,
 * after the voucher is on screen; the picture is an <img> with the code in its alt text. It stays dark on white in
 * dark mode too, which every scanner reads.
 */
export function VoucherQrCode({ url, code }: { url: string; code: string }) {
  const intl = useIntl();
  const [picture, setPicture] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(url, { margin: 2, width: 240, errorCorrectionLevel: 'M' }))
      .then(
        (data) => {
          if (current) setPicture(data);
        },
        () => undefined, // the code stands in words beside it
      );
    return () => {
      current = false;
    };
  }, [url]);
  if (!picture) return <div className="voucher__qr voucher__qr--empty" aria-hidden="true" />;
  return <img className="voucher__qr" src={picture} width={240} height={240} alt={intl.formatMessage({ id: 'giftCard.voucher.qrAlt' }, { code: formatVoucherCode(code) })} />;
}
