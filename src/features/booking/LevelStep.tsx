import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { allowedDates, choicesFor, type Choice, type dateOutcome } from '../../../core/availability/offer';
import type { GuestAvailability } from '../../api/booking';
import { Spinner } from '../../ui/Spinner';
import { ChoiceStep } from './ChoiceStep';
import type { ContactValue } from './contact-value';
import { neighbourDate } from './booking-state';
import { NoChoiceOnDate } from './NoChoiceOnDate';

const WaitlistForm = lazy(() => import('./WaitlistForm'));

interface LevelStepProps {
  av: GuestAvailability;
  restaurantId: string | null;
  date: string;
  partySize: number;
  now: number;
  outcome: ReturnType<typeof dateOutcome> | null;
  selected: Choice | null;
  language: string;
  specialsLabel: string;
  contact: ContactValue;
  onContactChange(contact: ContactValue): void;
  /** The server found a table on this day after all (WaitlistForm). */
  freed: boolean;
  onTableFree(): void;
  onDate(date: string): void;
  onChoice(choice: Choice): void;
}

/** Spec §4: the area or special for the chosen day, or — full or closed — the next free day and the waiting list. */
export function LevelStep(props: LevelStepProps) {
  const { av, date, partySize, now, outcome, language } = props;
  if (outcome === 'full' || outcome === 'closed') {
    return (
      <NoChoiceOnDate outcome={outcome} date={date} phone={av.display.contactPhone} nextFree={neighbourDate(allowedDates(av, partySize, now), date, 1)} onNextFree={props.onDate}>
        {props.restaurantId ? (
          <Suspense fallback={<Spinner />}>
            <WaitlistForm
              restaurantId={props.restaurantId}
              date={date}
              partySize={partySize}
              language={language}
              contact={props.contact}
              onContactChange={props.onContactChange}
              onTableFree={props.onTableFree}
            />
          </Suspense>
        ) : null}
      </NoChoiceOnDate>
    );
  }
  return (
    <>
      {props.freed ? (
        <p className="notice" role="status">
          <FormattedMessage id="booking.waitlist.tableFree" />
        </p>
      ) : null}
      <ChoiceStep choices={choicesFor(av, date, partySize, now)} display={av.display} language={language} selected={props.selected} specialsLabel={props.specialsLabel} onSelect={props.onChoice} />
    </>
  );
}
