// The overview's tables (spec §2 /c/overview): figures by month of the visit, and by partner with a link to each
// partner's page. Money is what the creator receives, per status.
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { CreatorOverview } from '../../../core/schemas/affiliates';
import type { z } from 'zod';
import { moneyByStatus, monthName } from './referral';

type Overview = z.infer<typeof CreatorOverview>;
type Row = Overview['byMonth'][number] | Overview['byPartner'][number];

const headings = ['creator.table.bookings', 'creator.figures.attendedCovers', 'creator.figures.cancellations', 'creator.figures.noShows', 'creator.status.pending', 'creator.status.approved', 'creator.status.paid'];

function Cells({ row }: { row: Row }) {
  const intl = useIntl();
  const money = moneyByStatus(row, intl.locale);
  return (
    <>
      <td><FormattedNumber value={row.referredBookings} /></td>
      <td><FormattedNumber value={row.attendedCovers} /></td>
      <td><FormattedNumber value={row.cancellations} /></td>
      <td><FormattedNumber value={row.noShows} /></td>
      <td>{money.pending}</td>
      <td>{money.approved}</td>
      <td>{money.paid}</td>
    </>
  );
}

function Head({ firstId }: { firstId: string }) {
  return (
    <thead>
      <tr>
        <th scope="col"><FormattedMessage id={firstId} /></th>
        {headings.map((id) => (
          <th scope="col" key={id}><FormattedMessage id={id} /></th>
        ))}
      </tr>
    </thead>
  );
}

export function ByMonthTable({ rows }: { rows: Overview['byMonth'] }) {
  const intl = useIntl();
  return (
    <div className="creator-table" tabIndex={0} role="region" aria-labelledby="creator-by-month">
      <table>
        <caption id="creator-by-month"><FormattedMessage id="creator.overview.byMonth" /></caption>
        <Head firstId="creator.table.month" />
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{monthName(row.month, intl.locale)}</th>
              <Cells row={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ByPartnerTable({ rows }: { rows: Overview['byPartner'] }) {
  return (
    <div className="creator-table" tabIndex={0} role="region" aria-labelledby="creator-by-partner">
      <table>
        <caption id="creator-by-partner"><FormattedMessage id="creator.overview.byPartner" /></caption>
        <Head firstId="creator.table.restaurant" />
        <tbody>
          {rows.map((row) => (
            <tr key={row.restaurantId}>
              <th scope="row">
                <Link href={`/c/partner/${encodeURIComponent(row.restaurantId)}`}>{row.restaurantName}</Link>
              </th>
              <Cells row={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
