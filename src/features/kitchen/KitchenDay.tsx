import { FormattedMessage } from 'react-intl';
import type { KitchenFigures } from '../../../core/schemas/analytics';
import { formatMinutes } from '../../../core/time';
import { kitchenSlotMinutes } from '../../../core/schemas/analytics';
import { DayTable } from './DayTable';
import { currentSlotOf, upcomingSlots } from './kitchen-view';
import { NoteList } from './NoteList';
import { SpecialsToday } from './SpecialsToday';
import { Totals } from './Totals';
import { UpcomingSlots } from './UpcomingSlots';
import { Message } from '../../ui/Message';

/**
 * The day on the wall, most urgent first: the totals, the next two hours in large figures with their notes, the
 * specials booked, then every quarter hour of the day. `minute` is now's restaurant-local minute on today, else null.
 */
export function KitchenDay({ figures, minute, later }: { figures: KitchenFigures; minute: number | null; later: boolean }) {
  const upcoming = upcomingSlots(figures.slots, minute === null ? (later ? 'later' : 'past') : { minute });
  const current = currentSlotOf(figures.slots, minute);
  const first = upcoming[0];
  const last = upcoming.at(-1);
  const range = first && last ? { from: formatMinutes(first.start), to: formatMinutes((last.start + kitchenSlotMinutes) % 1440) } : null;
  if (figures.slots.length === 0) {
    return (
      <Message className="kitchen__empty" id="kitchen.closed" />
    );
  }
  return (
    <>
      <Totals totals={figures.totals} today={minute !== null} />
      <section className="kitchen__section" aria-labelledby="kitchen-upcoming">
        <h2 id="kitchen-upcoming" className="kitchen__heading">
          {range ? <FormattedMessage id={current ? 'kitchen.upcoming.now' : 'kitchen.upcoming.first'} values={range} /> : <FormattedMessage id="kitchen.upcoming.over" />}
        </h2>
        {upcoming.length ? <UpcomingSlots slots={upcoming} current={current?.start ?? null} showAreas={figures.areas.length > 1} /> : null}
        {upcoming.length ? <NoteList slots={upcoming} specials={figures.specials} emptyId="kitchen.notes.noneSoon" large /> : null}
      </section>
      <SpecialsToday figures={figures} />
      <DayTable figures={figures} current={current?.start ?? null} />
    </>
  );
}
