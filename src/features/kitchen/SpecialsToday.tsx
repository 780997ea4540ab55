import { FormattedMessage } from 'react-intl';
import type { KitchenFigures } from '../../../core/schemas/analytics';
import { specialCounts } from './kitchen-view';
import { useSpecialTitle } from './NoteList';
import { Section } from '../../ui/Section';

/** Each special booked on the day (a tasting menu, say): how many bookings and covers the kitchen plans for. */
export function SpecialsToday({ figures }: { figures: KitchenFigures }) {
  const titleOf = useSpecialTitle(figures.specials);
  const counts = specialCounts(figures);
  if (counts.length === 0) return null;
  return (
    <Section id="kitchen-specials" titleId="kitchen.specials.title" className="kitchen__section" headingClassName="kitchen__heading">
      <ul className="kitchen__specials">
        {counts.map((count) => (
          <li key={count.specialId}>
            <FormattedMessage id="kitchen.specials.line" values={{ title: titleOf(count.specialId), bookings: count.bookings, covers: count.covers }} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
