import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toLocal } from '../../../core/time';
import { DayNotLoaded } from '../../front-of-house/DayNotLoaded';
import { todayIn } from '../../front-of-house/reservation-facts';
import { useTimeZone } from '../../front-of-house/use-front-of-house';
import { useNow } from '../../front-of-house/use-now';
import type { PageProps } from '../../shell/page-props';
import { KitchenDay } from './KitchenDay';
import { KitchenSetup } from './KitchenSetup';
import { ServerLine } from './ServerLine';
import { useFullScreen } from './use-full-screen';
import { useKitchenChoice } from './use-kitchen-choice';
import { useKitchenDay } from './use-kitchen-day';
import { useWakeLock } from './use-wake-lock';
import './kitchen.css';

/**
 * The kitchen display (spec §2 analytics-kitchen; docs/decisions/010): the day's covers per quarter hour per area, the
 * next two hours large, and the notes a kitchen cares about, on a dark wall screen that keeps itself awake, follows
 * every booking through the live updates and keeps showing the day offline.
 */
export default function KitchenPage(_props: PageProps) {
  const intl = useIntl();
  const timeZone = useTimeZone();
  // The current quarter hour moves on with the clock; 15 s keeps the highlight within a few seconds of it.
  const now = useNow(15_000);
  const today = todayIn(timeZone, now);
  const choice = useKitchenChoice(today);
  const day = useKitchenDay(choice.date, choice.areasIn, now);
  const wakeLock = useWakeLock();
  const screen = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(screen);
  const date = intl.formatDate(`${choice.date}T12:00:00Z`, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
  const minute = choice.date === today ? toLocal(now, timeZone).minutes : null;
  const failed = day.store.loading && day.store.refreshError !== null;

  return (
    <div ref={screen} className={`kitchen${choice.light ? '' : ' kitchen--dark'}`}>
      <header className="kitchen__header">
        <h1 className="kitchen__title">
          <FormattedMessage id="kitchen.heading" values={{ date }} />
        </h1>
        <ServerLine refreshedAt={day.store.refreshedAt} timeZone={timeZone} wakeLock={wakeLock} />
        {fullScreen.available ? (
          <button type="button" className="button kitchen__full" aria-pressed={fullScreen.on} onClick={fullScreen.toggle}>
            <FormattedMessage id={fullScreen.on ? 'kitchen.fullScreenLeave' : 'kitchen.fullScreen'} />
          </button>
        ) : null}
      </header>
      <KitchenSetup choice={choice} floor={day.floor} today={today} />
      {day.figures ? (
        <KitchenDay figures={day.figures} minute={minute} later={choice.date > today} />
      ) : (
        <DayNotLoaded matrix={{ isPending: !failed, error: failed ? day.store.refreshError : null }} className="form__error kitchen__missing" />
      )}
    </div>
  );
}
