import { FormattedMessage } from 'react-intl';
import type { KitchenFigures } from '../../../core/schemas/analytics';
import { formatMinutes } from '../../../core/time';
import { NoteList } from './NoteList';
import { NowBadge } from './NowBadge';
import { Section } from '../../ui/Section';

/** The columns before the areas': the quarter hour, then its covers, who is still to come, seated, walk-ins. */
const leading = [{ id: 'kitchen.day.time' }, { id: 'kitchen.day.covers' }, { id: 'kitchen.day.expected' }, { id: 'kitchen.day.seated' }, { id: 'kitchen.day.walkIns' }];

/** Every quarter hour of the day, from the opening to the close: covers per area and the notes, now highlighted. */
export function DayTable({ figures, current }: { figures: KitchenFigures; current: number | null }) {
  const perArea = figures.areas.length > 1;
  return (
    <Section id="kitchen-day" titleId="kitchen.day.title" className="kitchen__section" headingClassName="kitchen__heading">
      <table className="kitchen__table" aria-labelledby="kitchen-day">
        <thead>
          <tr>
            {leading.map((column) => (
              <th key={column.id} scope="col">
                <FormattedMessage {...column} />
              </th>
            ))}
            {perArea ? figures.areas.map((area) => <th key={area} scope="col">{area}</th>) : null}
            <th scope="col">
              <FormattedMessage id="kitchen.day.notes" />
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.slots.map((slot) => (
            <tr key={slot.start} className={`${slot.start === current ? 'kitchen__row--now' : ''}${slot.bookings ? '' : ' kitchen__row--quiet'}`} aria-current={slot.start === current ? 'time' : undefined}>
              <th scope="row">
                {formatMinutes(slot.start)}
                {slot.start === current ? <NowBadge /> : null}
              </th>
              <td>{slot.covers}</td>
              <td>{slot.expectedCovers}</td>
              <td>{slot.seatedCovers}</td>
              <td>{slot.walkInCovers}</td>
              {perArea ? slot.areas.map((area) => <td key={area.area}>{area.covers}</td>) : null}
              <td>
                <NoteList slots={[slot]} specials={figures.specials} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
