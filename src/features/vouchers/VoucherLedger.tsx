import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { VoucherLedgerEntry } from '../../../core/schemas/vouchers';
import { useLinks } from '../../front-of-house/use-links';
import { useVoucherWords } from './voucher-words';

/** Every change of the voucher's value, oldest first: the audit the balance is the sum of (decision 012). */
export function VoucherLedger({ ledger, currency }: { ledger: readonly VoucherLedgerEntry[]; currency: string }) {
  const words = useVoucherWords();
  const link = useLinks();
  return (
    <table className="vouchers__ledger" aria-labelledby="voucher-ledger-title">
      <caption id="voucher-ledger-title">
        <FormattedMessage id="vouchers.ledger.title" />
      </caption>
      <thead>
        <tr>
          <th scope="col"><FormattedMessage id="vouchers.ledger.what" /></th>
          <th scope="col"><FormattedMessage id="vouchers.ledger.amount" /></th>
          <th scope="col"><FormattedMessage id="vouchers.ledger.at" /></th>
          <th scope="col"><FormattedMessage id="vouchers.ledger.by" /></th>
          <th scope="col"><FormattedMessage id="vouchers.ledger.reservation" /></th>
          <th scope="col"><FormattedMessage id="vouchers.ledger.reason" /></th>
        </tr>
      </thead>
      <tbody>
        {ledger.map((entry) => (
          <tr key={entry._id} data-kind={entry.kind}>
            <th scope="row">
              <FormattedMessage id={`vouchers.ledger.kind.${entry.kind}`} />
            </th>
            <td className="vouchers__amount">{`${entry.amount > 0 ? '+' : ''}${words.money(entry.amount, currency)}`}</td>
            <td>{words.instant(entry.at)}</td>
            <td>{entry.actorId === null ? <FormattedMessage id="vouchers.ledger.byGuest" /> : (entry.actorName ?? entry.actorId)}</td>
            <td>
              {entry.reservationId ? (
                <Link href={link('Reservation', { reservationId: entry.reservationId })}>
                  <FormattedMessage id="vouchers.ledger.openReservation" />
                </Link>
              ) : null}
            </td>
            <td>{entry.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
