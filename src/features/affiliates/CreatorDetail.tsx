import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { RestaurantCreatorRow } from '../../../core/schemas/affiliates';
import { CreatorItems } from './CreatorItems';
import { creatorName } from './CreatorsTable';
import { PayoutSection } from './PayoutSection';
import { UnearnedList } from './UnearnedList';

/** One creator's ledger, the bookings that earned nothing, and the payouts. */
export function CreatorDetail({ creator, onClose }: { creator: z.infer<typeof RestaurantCreatorRow>; onClose: () => void }) {
  const intl = useIntl();
  const name = creatorName(creator);
  return (
    <section className="card affiliates" aria-labelledby="affiliates-creator">
      <div className="row row--between">
        <h2 id="affiliates-creator">{name}</h2>
        <button type="button" className="button" onClick={onClose} aria-label={intl.formatMessage({ id: 'affiliates.creator.close' }, { name })}>
          <FormattedMessage id="affiliates.close" />
        </button>
      </div>
      <CreatorItems creatorId={creator.affiliateUserId} />
      <UnearnedList creatorId={creator.affiliateUserId} />
      <PayoutSection creatorId={creator.affiliateUserId} name={name} />
    </section>
  );
}
