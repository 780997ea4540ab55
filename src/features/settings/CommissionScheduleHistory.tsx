import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CommissionSchedule } from '../../../core/schemas/affiliates';
import { affiliateQueries } from '../../api/affiliates';
import { TableFrame } from '../../ui/DataTable';
import { useAffiliateWords } from '../../front-of-house/affiliate-words';
import { Section } from '../../ui/Section';
import { Message } from '../../ui/Message';

/** The key of a row's terms: general, or one creator's. */
const scopeOf = (row: CommissionSchedule) => row.affiliateUserId ?? '';

/** Every schedule row, newest first; the newest of each scope is in force (a paused one pays nothing). */
export function CommissionScheduleHistory({ schedules }: { schedules: readonly CommissionSchedule[] }) {
  const intl = useIntl();
  const words = useAffiliateWords();
  const creators = useQuery(affiliateQueries.creators());
  const nameOf = (id: string) => creators.data?.items.find((creator) => creator.affiliateUserId === id)?.displayName ?? id;
  const inForce = new Set<string>();
  const seen = new Set<string>();
  for (const row of schedules) {
    if (seen.has(scopeOf(row))) continue;
    seen.add(scopeOf(row));
    inForce.add(row._id);
  }
  const columns = ['since', 'creator', 'terms', 'fee', 'window', 'cap', 'by', 'state'].map((column) => intl.formatMessage({ id: `affiliates.history.${column}` }));
  if (!schedules.length) {
    return (
      <Message className="notice" id="affiliates.history.none" />
    );
  }
  return (
    <Section id="affiliates-history" titleId="affiliates.history.title">
      <TableFrame caption={intl.formatMessage({ id: 'affiliates.history.title' })} captionHidden heads={columns}>
        {schedules.map((row) => (
          <tr key={row._id} data-in-force={inForce.has(row._id)}>
            <td>{words.instant(row.commissionScheduleCreatedAt)}</td>
            <td>{row.affiliateUserId ? nameOf(row.affiliateUserId) : intl.formatMessage({ id: 'affiliates.schedule.everyCreator' })}</td>
            <th scope="row">{row.active ? words.rate(row) : intl.formatMessage({ id: 'affiliates.history.paused' })}</th>
            <td className="data-table__number">{words.percent(row.platformFeePercentage)}</td>
            <td className="data-table__number">{intl.formatMessage({ id: 'affiliates.history.days' }, { days: row.attributionWindowDays })}</td>
            <td className="data-table__number">{row.capPerBooking === null ? '—' : words.money(row.capPerBooking, row.commissionCurrency)}</td>
            <td>{row.createdByName ?? row.createdBy ?? ''}</td>
            <td>
              {inForce.has(row._id) ? (
                <span className="data-table__pill" data-tone="strong">
                  <FormattedMessage id="affiliates.history.inForce" />
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </TableFrame>
    </Section>
  );
}
