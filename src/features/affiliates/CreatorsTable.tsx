import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { ReferralFigures, RestaurantCreatorRow } from '../../../core/schemas/affiliates';
import { TableFrame } from '../../ui/DataTable';
import { useAffiliateWords } from '../../front-of-house/affiliate-words';

type Creator = z.infer<typeof RestaurantCreatorRow>;

export const creatorName = (creator: Pick<Creator, 'displayName' | 'username' | 'affiliateUserId'>): string => creator.displayName ?? creator.username ?? creator.affiliateUserId;

/** Per currency, one line each: "12,50 €". Nothing owed shows as zero in the first currency. */
function useCommissionCell() {
  const words = useAffiliateWords();
  return (commission: ReferralFigures['commission'], status: 'pending' | 'approved' | 'paid') =>
    commission.length ? commission.map((line) => words.money(line[status], line.currency)).join(' · ') : '—';
}

/** The creators who sent guests, with their figures; choosing one opens their items and payouts below. */
export function CreatorsTable({ creators, chosen, onChoose }: { creators: readonly Creator[]; chosen: string | null; onChoose: (id: string) => void }) {
  const intl = useIntl();
  const cell = useCommissionCell();
  const columns = ['creator', 'referred', 'covers', 'cancellations', 'noShows', 'pending', 'approved', 'paid'].map((column) => intl.formatMessage({ id: `affiliates.creators.${column}` }));
  return (
    <TableFrame caption={intl.formatMessage({ id: 'affiliates.creators.title' })} heads={columns}>
      {creators.map((creator) => (
        <tr key={creator.affiliateUserId}>
          <th scope="row">
            <button type="button" className="button button--link affiliates__creator" aria-current={chosen === creator.affiliateUserId ? 'true' : undefined} onClick={() => onChoose(creator.affiliateUserId)}>
              {creatorName(creator)}
            </button>
            {creator.username ? <div className="field__hint">@{creator.username}</div> : null}
          </th>
          <td className="data-table__number">{creator.referredBookings}</td>
          <td className="data-table__number">{creator.attendedCovers}</td>
          <td className="data-table__number">{creator.cancellations}</td>
          <td className="data-table__number">{creator.noShows}</td>
          <td className="data-table__number">{cell(creator.commission, 'pending')}</td>
          <td className="data-table__number">{cell(creator.commission, 'approved')}</td>
          <td className="data-table__number">{cell(creator.commission, 'paid')}</td>
        </tr>
      ))}
    </TableFrame>
  );
}
