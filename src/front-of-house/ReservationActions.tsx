import { FormattedMessage, useIntl } from 'react-intl';
import type { ReservationActionType } from '../../core/schemas/reservation-actions';
import type { Reservation } from '../../core/schemas/reservations';
import { refusalText, type Refusal } from '../i18n/refusals';
import { isMarkedLate } from './reservation-facts';
import { formatVoucherCode } from '../../core/vouchers/code';
import { formatMinor } from '../i18n/money';
import { RedeemVoucher } from './RedeemVoucher';
import { useActingRestaurantId, useReservationAction } from './use-day';
import { usePendingRedemptions } from './use-vouchers';
import { useAccess, useTimeZone } from './use-front-of-house';

/** The host actions that fit the reservation's state (spec §4): each button sends its intent with a fresh action id. */
export function actionsFor(reservation: Reservation): ReservationActionType[] {
  return [
    reservation.checkedIn ? 'checkOut' : 'checkIn',
    isMarkedLate(reservation) ? 'markNotLate' : 'markLate',
    reservation.extendedTo ? 'unextend' : 'extend',
    reservation.leftAt ? 'markNotLeft' : 'markLeft',
  ];
}

/** Why a host's tap was refused (the day's rules or the server), as an alert; a `span` within a line of text. */
export function ActionRefused({ refusal, timeZone, as: Tag = 'p' }: { refusal: Refusal; timeZone: string; as?: 'p' | 'span' }) {
  const intl = useIntl();
  return (
    <Tag className="form__error" role="alert">
      <FormattedMessage id="reservations.actions.refused" values={{ message: refusalText(intl, refusal, timeZone) }} />
    </Tag>
  );
}

export function ReservationActions({ reservation, compact = false }: { reservation: Reservation; compact?: boolean }) {
  const intl = useIntl();
  const access = useAccess();
  const action = useReservationAction();
  const timeZone = useTimeZone();
  const restaurantId = useActingRestaurantId();
  const pending = usePendingRedemptions(restaurantId, reservation._id);
  if (!access.manage || reservation.deletedAt) return null;
  const guest = reservation.customer.name;
  return (
    <div className="foh-actions">
      <div className={`foh-actions__buttons${compact ? ' foh-actions__buttons--compact' : ''}`} role="group" aria-label={intl.formatMessage({ id: 'reservations.actions.label' }, { guest })}>
        {actionsFor(reservation).map((type) => (
          <button
            key={type}
            type="button"
            className={`button${type === 'checkIn' ? ' button--primary' : ''}`}
            onClick={() => action.run(type, reservation._id)}
          >
            <FormattedMessage id={`reservations.action.${type}`} />
          </button>
        ))}
        {restaurantId ? <RedeemVoucher reservation={reservation} restaurantId={restaurantId} /> : null}
      </div>
      {reservation.voucherCode ? (
        <p className="foh-actions__voucher">
          <FormattedMessage id="reservations.voucher.noted" values={{ code: formatVoucherCode(reservation.voucherCode) }} />
        </p>
      ) : null}
      {pending.map((redemption) => (
        <p key={redemption.id} className="foh-actions__voucher" data-testid="pending-redemption">
          <FormattedMessage
            id="reservations.voucher.pending"
            values={{ code: redemption.voucher ? formatVoucherCode(redemption.voucher.code) : '', amount: formatMinor(redemption.amount, redemption.voucher?.currency ?? 'EUR', intl.locale) }}
          />
        </p>
      ))}
      {action.error ? <ActionRefused refusal={action.error} timeZone={timeZone} /> : null}
    </div>
  );
}
