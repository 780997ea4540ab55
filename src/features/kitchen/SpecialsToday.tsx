import { FormattedMessage } from 'react-intl';
import type { KitchenFigures } from '../../../core/schemas/analytics';
import { specialCounts } from './kitchen-view';
import { useSpecialTitle } from './NoteList';

/** Each special booked on the day (a tasting menu, say): how many bookings and covers the kitchen plans for. */
export function SpecialsToday({ figures }: { figures: KitchenFigures }) {
  const titleOf = useSpecialTitle(figures.specials);
  const counts = specialCounts(figures);
  if (counts.length === 0) return null;
  return (
    <section className="kitchen__section" aria-labelledby="kitchen-specials">
      <h2 id="kitchen-specials" className="kitchen__heading">
        <FormattedMessage id="kitchen.specials.title" />
      </h2>
      <ul className="kitchen__specials">
        {counts.map((count) => (
          <li key={count.specialId}>
            <FormattedMessage id="kitchen.specials.line" values={{ title: titleOf(count.specialId), bookings: count.bookings, covers: count.covers }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
