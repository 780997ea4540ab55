// The overview's tables (spec §2 /c/overview): figures by month of the visit, and by partner with a link to each
// partner's page. Money is what the creator receives, per status.
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { CreatorOverview } from '../../../core/schemas/affiliates';
import type { z } from 'zod';
import { DataTable, type Column } from '../../ui/DataTable';
import { moneyByStatus, monthName } from './referral';

type Overview = z.infer<typeof CreatorOverview>;
type Row = Overview['byMonth'][number] | Overview['byPartner'][number];

/** The creator tables' look: a bordered box that the keyboard can scroll (creators.css). */
export const creatorTableLook = { className: 'creator-table__table', wrapClassName: 'creator-table' } as const;

/** The columns after the row's name: counts, then the money by status. */
function figureColumns(locale: string): Column<Row>[] {
  const count = (headId: string, value: (row: Row) => number): Column<Row> => ({ headId, cell: (row) => <FormattedNumber value={value(row)} /> });
  const money = (headId: string, status: 'pending' | 'approved' | 'paid'): Column<Row> => ({ headId, cell: (row) => moneyByStatus(row, locale)[status] });
  return [
    count('creator.table.bookings', (row) => row.referredBookings),
    count('creator.figures.attendedCovers', (row) => row.attendedCovers),
    count('creator.figures.cancellations', (row) => row.cancellations),
    count('creator.figures.noShows', (row) => row.noShows),
    money('creator.status.pending', 'pending'),
    money('creator.status.approved', 'approved'),
    money('creator.status.paid', 'paid'),
  ];
}

function FigureTable<R extends Row>({ regionId, captionId, first, rows, rowKey }: { regionId: string; captionId: string; first: Column<R>; rows: readonly R[]; rowKey(row: R): string }) {
  const intl = useIntl();
  const columns = [{ ...first, rowHeader: true }, ...figureColumns(intl.locale)];
  return <DataTable caption={<FormattedMessage id={captionId} />} regionId={regionId} {...creatorTableLook} columns={columns} rows={rows} rowKey={rowKey} />;
}

export function ByMonthTable({ rows }: { rows: Overview['byMonth'] }) {
  const intl = useIntl();
  return <FigureTable regionId="creator-by-month" captionId="creator.overview.byMonth" first={{ headId: 'creator.table.month', cell: (row) => monthName(row.month, intl.locale) }} rows={rows} rowKey={(row) => row.month} />;
}

export function ByPartnerTable({ rows }: { rows: Overview['byPartner'] }) {
  const first: Column<Overview['byPartner'][number]> = {
    headId: 'creator.table.restaurant',
    cell: (row) => <Link href={`/c/partner/${encodeURIComponent(row.restaurantId)}`}>{row.restaurantName}</Link>,
  };
  return <FigureTable regionId="creator-by-partner" captionId="creator.overview.byPartner" first={first} rows={rows} rowKey={(row) => row.restaurantId} />;
}
