import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { KitchenSlot } from '../../../core/schemas/analytics';
import { formatMinutes } from '../../../core/time';
import { NowBadge } from './NowBadge';

const bold = (chunks: ReactNode[]) => <strong className="kitchen-card__covers">{chunks}</strong>;

/** The next two hours, a card per quarter hour: its covers large, who is still to come and who sits, per area. */
export function UpcomingSlots({ slots, current, showAreas }: { slots: readonly KitchenSlot[]; current: number | null; showAreas: boolean }) {
  return (
    <ol className="kitchen__cards">
      {slots.map((slot) => (
        <li key={slot.start} className={`kitchen-card${slot.start === current ? ' kitchen-card--now' : ''}${slot.covers === 0 ? ' kitchen-card--quiet' : ''}`} aria-current={slot.start === current ? 'time' : undefined}>
          <h3 className="kitchen-card__time">
            {formatMinutes(slot.start)}
            {slot.start === current ? <NowBadge /> : null}
          </h3>
          <p className="kitchen-card__line">
            <FormattedMessage id="kitchen.slot.covers" values={{ count: slot.covers, b: bold }} />
          </p>
          <p className="kitchen-card__detail">
            <FormattedMessage id="kitchen.slot.split" values={{ expected: slot.expectedCovers, seated: slot.seatedCovers }} />
          </p>
          {slot.walkInCovers ? (
            <p className="kitchen-card__detail">
              <FormattedMessage id="kitchen.slot.walkIns" values={{ count: slot.walkInCovers }} />
            </p>
          ) : null}
          {showAreas ? (
            <ul className="kitchen-card__areas">
              {slot.areas.map((area) => (
                <li key={area.area}>
                  <FormattedMessage id="kitchen.slot.area" values={{ area: area.area, covers: area.covers }} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
