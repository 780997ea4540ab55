// Redeeming a voucher at the table (docs/decisions/012-vouchers.md): the host types or scans the code, sees the
// balance (the server's when online, the tablet's copy offline), types an amount and confirms. The redemption is
// applied at once on the tablet and queued like any host action; the server's answer wins when it syncs.
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Reservation } from '../../core/schemas/reservations';
import { formatVoucherCode, isVoucherCode, normalizeVoucherCode } from '../../core/vouchers/code';
import { scannedVoucherId } from './scanned-voucher';
import { fetchVoucherByCode, fetchVoucherById } from '../api/voucher-lookup';
import { formatMinor, parseMinor } from '../i18n/money';
import { voucherRefusalText } from '../i18n/voucher-refusals';
import { lookUpVoucher, redeemVoucher, type VoucherView } from '../offline/vouchers';
import { canScan, type CameraProblem } from './camera-scan';
import { VoucherScanner } from './VoucherScanner';
import { Field } from '../ui/Field';
import { DialogBox } from '../ui/DialogFrame';

type Found = { state: 'idle' } | { state: 'looking' } | { state: 'missing'; offline: boolean } | { state: 'found'; view: VoucherView; fromCache: boolean };

export function RedeemVoucher({ reservation, restaurantId }: { reservation: Reservation; restaurantId: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState(reservation.voucherCode ? formatVoucherCode(reservation.voucherCode) : '');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);

  const show = useCallback(async (asked: { code: string } | { voucherId: string }) => {
    setProblem(null);
    setFound({ state: 'looking' });
    const fetch = () => ('code' in asked ? fetchVoucherByCode(restaurantId, asked.code) : fetchVoucherById(restaurantId, asked.voucherId));
    const result = await lookUpVoucher(restaurantId, asked, fetch);
    setFound(result.view ? { state: 'found', view: result.view, fromCache: result.fromCache } : { state: 'missing', offline: result.fromCache });
    if (result.view) setCode(formatVoucherCode(result.view.voucher.code));
  }, [restaurantId]);

  function lookUp(event: FormEvent) {
    event.preventDefault();
    if (!isVoucherCode(normalizeVoucherCode(code))) {
      setProblem(intl.formatMessage({ id: 'reservations.voucher.invalidCode' }));
      return;
    }
    void show({ code });
  }

  const onScanned = useCallback((text: string) => {
    setScanning(false);
    const voucherId = scannedVoucherId(text);
    void show(voucherId ? { voucherId } : { code: text });
  }, [show]);
  const stopScan = useCallback(() => setScanning(false), []);
  const cameraFailed = useCallback((cause: CameraProblem) => {
    setScanning(false);
    setProblem(intl.formatMessage({ id: cause === 'denied' ? 'reservations.voucher.cameraDenied' : 'reservations.voucher.cameraUnavailable' }));
  }, [intl]);

  async function redeem(event: FormEvent) {
    event.preventDefault();
    if (found.state !== 'found') return;
    const { voucher } = found.view;
    const minor = parseMinor(amount, voucher.currency, intl.locale);
    if (minor === null || minor <= 0) {
      setProblem(intl.formatMessage({ id: 'reservations.voucher.amountInvalid' }));
      return;
    }
    const result = await redeemVoucher(restaurantId, { voucherId: voucher._id, amount: minor, reservationId: reservation._id });
    if (!result.ok) {
      setProblem(voucherRefusalText(intl, result.code, result.reason, false));
      return;
    }
    setOpen(false);
    setFound({ state: 'idle' });
    setAmount('');
  }

  return (
    <DialogBox
      open={open}
      onOpenChange={(next) => { setOpen(next); setProblem(null); setScanning(false); }}
      trigger={
        <button type="button" className="button">
          <FormattedMessage id="reservations.voucher.redeem" />
        </button>
      }
      title={<FormattedMessage id="reservations.voucher.title" values={{ guest: reservation.customer.name }} />}
      description={<FormattedMessage id="reservations.voucher.redeem" />}
      descriptionHidden
      className="dialog redeem-voucher"
    >
      <form className="form" onSubmit={lookUp} noValidate>
        <Field labelId="reservations.voucher.code">
          <input name="voucherCode" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={64} value={code} onChange={(event) => setCode(event.target.value)} />
        </Field>
        <div className="row">
          <button type="submit" className="button" disabled={found.state === 'looking'}>
            <FormattedMessage id="reservations.voucher.lookUp" />
          </button>
          {canScan() && !scanning ? (
            <button type="button" className="button" onClick={() => { setProblem(null); setScanning(true); }}>
              <FormattedMessage id="reservations.voucher.scan" />
            </button>
          ) : null}
        </div>
      </form>
      {scanning ? <VoucherScanner onScanned={onScanned} onProblem={cameraFailed} onStop={stopScan} /> : null}
      {found.state === 'missing' ? (
        <p className="form__error" role="alert">
          <FormattedMessage id={found.offline ? 'reservations.voucher.notCached' : 'reservations.voucher.notFound'} />
        </p>
      ) : null}
      {found.state === 'found' ? <AmountForm view={found.view} fromCache={found.fromCache} amount={amount} onAmount={setAmount} onSubmit={(event) => void redeem(event)} /> : null}
      {problem ? (
        <p className="form__error" role="alert">
          {problem}
        </p>
      ) : null}
    </DialogBox>
  );
}

/** The voucher found, its balance and status, and the amount to take from it. */
function AmountForm({ view, fromCache, amount, onAmount, onSubmit }: { view: VoucherView; fromCache: boolean; amount: string; onAmount: (text: string) => void; onSubmit: (event: FormEvent) => void }) {
  const intl = useIntl();
  const { voucher } = view;
  const money = (minor: number) => formatMinor(minor, voucher.currency, intl.locale);
  const amountField = useRef<HTMLInputElement>(null);
  // Found (typed or scanned), the amount is what the host types next.
  useEffect(() => amountField.current?.focus(), []);
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="redeem-voucher__balance" data-testid="voucher-balance">
        <FormattedMessage id="reservations.voucher.balance" values={{ balance: money(view.balance), initial: money(voucher.initialValue) }} />{' '}
        <FormattedMessage id="reservations.voucher.status" values={{ status: voucher.status }} />
      </p>
      {fromCache ? (
        <p>
          <FormattedMessage id="reservations.voucher.fromCache" />
        </p>
      ) : null}
      <Field labelId="reservations.voucher.amount">
        <input ref={amountField} name="amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => onAmount(event.target.value)} />
      </Field>
      <div className="row">
        <Dialog.Close className="button">
          <FormattedMessage id="reservations.voucher.cancel" />
        </Dialog.Close>
        <button type="submit" className="button button--primary">
          <FormattedMessage id="reservations.voucher.confirm" />
        </button>
      </div>
    </form>
  );
}
