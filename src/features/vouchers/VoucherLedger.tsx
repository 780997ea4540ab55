import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { VoucherLedgerEntry } from '../../../core/schemas/vouchers';
import { useLinks } from '../../front-of-house/use-links';
import { useVoucherWords } from './voucher-words';
import { DataTable, type Column } from '../../ui/DataTable';

/** Every change of the voucher's value, oldest first: the audit the balance is the sum of (decision 012). */
export function VoucherLedger({ ledger, currency }: { ledger: readonly VoucherLedgerEntry[]; currency: string }) {
  const words = useVoucherWords();
  const link = useLinks();
  const columns: readonly Column<VoucherLedgerEntry>[] = [
    { headId: 'vouchers.ledger.what', rowHeader: true, cell: (entry) => <FormattedMessage id={`vouchers.ledger.kind.${entry.kind}`} /> },
    { headId: 'vouchers.ledger.amount', cell: (entry) => <span className="vouchers__amount">{`${entry.amount > 0 ? '+' : ''}${words.money(entry.amount, currency)}`}</span> },
    { headId: 'vouchers.ledger.at', cell: (entry) => words.instant(entry.at) },
    { headId: 'vouchers.ledger.by', cell: (entry) => (entry.actorId === null ? <FormattedMessage id="vouchers.ledger.byGuest" /> : (entry.actorName ?? entry.actorId)) },
    {
      headId: 'vouchers.ledger.reservation',
      cell: (entry) =>
        entry.reservationId ? (
          <Link href={link('Reservation', { reservationId: entry.reservationId })}>
            <FormattedMessage id="vouchers.ledger.openReservation" />
          </Link>
        ) : null,
    },
    { headId: 'vouchers.ledger.reason', cell: (entry) => entry.reason },
  ];
  return <DataTable caption={<FormattedMessage id="vouchers.ledger.title" />} columns={columns} rows={ledger} rowKey={(entry) => entry._id} />;
}
