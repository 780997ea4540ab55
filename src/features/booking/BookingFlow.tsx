import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addDays, localDateOf } from '../../../core/time';
import { fetchAvailability } from '../../api/booking';
import { appQueryKeys } from '../../api/app-query-keys';
import { invalidateResources, useResource } from '../../api/resource';
import { useRestaurant } from '../../shell/restaurant-context';
import { languageOf } from '../../../core/i18n/locale';
import { FormMessage } from '../../ui/FormMessage';
import { Spinner } from '../../ui/Spinner';
import { useRestOfMessages } from '../../i18n/I18nProvider';
import { AvailabilityState } from './AvailabilityState';
import { GuestHeader } from '../../shell/GuestHeader';
import { CallRestaurant } from './CallRestaurant';
import { allowedDates, dateOutcome, slotsFor } from '../../../core/availability/offer';
import { changeDate, chooseChoice, stageOf } from './booking-state';
import { BookingCompleted } from './BookingCompleted';
import { BookingSummary } from './BookingSummary';
import { promptsFor } from './booking-prompts';
import { contactFromAddress, type ContactValue } from './contact-value';
import { DateStep } from './DateStep';
import { LevelStep } from './LevelStep';
import { PartySizeStep } from './PartySizeStep';
import { SlotStep } from './SlotStep';
import { useBookingProgress } from './use-booking-progress';
import { useBookingSelection } from './use-booking-selection';
import { useBookingSubmit } from './use-booking-submit';

const ContactStep = lazy(() => import('./ContactStep'));

/**
 * The guest booking flow after the welcome (spec §4): party size → date → area or special → time slot → contact →
 * confirmation. BookingHomePage shows the welcome and loads this once the page is interactive.
 */
/** The flow's words come after the home's (src/i18n/message-sets.ts): until they are here, a spinner. */
export default function BookingFlow({ onExit }: { onExit: () => void }) {
  return useRestOfMessages() ? <BookingSteps onExit={onExit} /> : <Spinner />;
}

function BookingSteps({ onExit }: { onExit: () => void }) {
  const intl = useIntl();
  const { restaurantId, appConfig } = useRestaurant();
  const language = languageOf(intl.locale) ?? 'en';
  // Once a slot was taken meanwhile, the free tables come from the API rather than the published file (../../api/booking.ts).
  const [slotTakenAt, setSlotTakenAt] = useState(0);
  // The day a guest tried to wait for and the server found a table on after all (WaitlistForm): said so above its choices.
  const [freedOn, setFreedOn] = useState<string | null>(null);
  const availability = useResource(appQueryKeys.availability(restaurantId), () => fetchAvailability(restaurantId as string, Date.now(), { live: slotTakenAt > 0 }), {
    enabled: Boolean(restaurantId),
    staleMs: 60_000,
  });
  useEffect(() => {
    if (slotTakenAt > 0) void invalidateResources(appQueryKeys.availability(restaurantId));
  }, [slotTakenAt, restaurantId]);
  const { search, selection, update, back } = useBookingSelection(onExit);
  const [contact, setContact] = useState<ContactValue>(() => contactFromAddress(window.location.search));
  const mark = useBookingProgress();
  const heading = useRef<HTMLHeadingElement>(null);

  const av = availability.data;
  const now = Date.now();
  const outcome = av && selection.date && selection.partySize !== null ? dateOutcome(av, selection.date, selection.partySize, now) : null;
  const stage = stageOf(selection, av?.allPartySizes ?? []);
  useEffect(() => heading.current?.focus(), [stage]);
  const { submit, booked, failure } = useBookingSubmit({ restaurantId, av, search, selection, contact, language, update, mark, onSlotTaken: () => setSlotTakenAt(Date.now()) });

  return (
    <div className="booking">
      <GuestHeader />
      <div className="booking__body">
        <h1 ref={heading} tabIndex={-1} className="booking__title">
          {stage === 'Completed' ? <FormattedMessage id="booking.done.title" /> : <FormattedMessage id="booking.welcome" values={{ name: appConfig?.restaurantName ?? '' }} />}
        </h1>
        <AvailabilityState pending={availability.isPending} failed={availability.isError} />
        {av ? <BookingSummary selection={selection} av={av} language={language} /> : null}
        {av && stage === 'PartySize' ? (
          <PartySizeStep sizes={av.allPartySizes} selected={selection.partySize} onSelect={(size) => { mark('partySize'); update({ ...selection, partySize: size }); }} />
        ) : null}
        {av && stage === 'PartySizeMissing' ? (
          <>
            <p className="notice" role="status">
              <FormattedMessage id="booking.size.missing" />
            </p>
            <CallRestaurant phone={av.display.contactPhone} />
          </>
        ) : null}
        {av && stage === 'Date' && selection.partySize !== null ? (
          <DateStep
            allowed={allowedDates(av, selection.partySize, now)}
            selected={selection.date}
            min={localDateOf(now, av.timeZone)}
            max={addDays(av.today, Object.keys(av.availability).length - 1)}
            onSelect={(date) => { mark('date'); update(changeDate(selection, date, av, now)); }}
          />
        ) : null}
        {av && stage === 'Level' && selection.date && selection.partySize !== null ? (
          <LevelStep
            av={av}
            restaurantId={restaurantId}
            date={selection.date}
            partySize={selection.partySize}
            now={now}
            outcome={outcome}
            selected={selection.choice}
            language={language}
            specialsLabel={appConfig?.STRINGS.BOOKING_SPECIALS ?? ''}
            contact={contact}
            onContactChange={setContact}
            freed={freedOn === selection.date}
            onTableFree={() => { setFreedOn(selection.date); setSlotTakenAt(Date.now()); }}
            onDate={(date) => { mark('date'); update(changeDate(selection, date, av, now)); }}
            onChoice={(choice) => { mark(choice.kind === 'special' ? 'special' : 'area'); update(chooseChoice(selection, choice)); }}
          />
        ) : null}
        {av && stage === 'Timeslot' && selection.date && selection.choice && selection.partySize !== null ? (
          <SlotStep slots={slotsFor(av, selection.date, selection.choice, selection.partySize, now)} selected={selection.slot} onSelect={(slot) => { mark('timeslot'); update({ ...selection, slot }); }} />
        ) : null}
        {av && stage === 'Contact' ? (
          <Suspense fallback={<Spinner />}>
            <ContactStep value={contact} onChange={setContact} prompts={promptsFor(selection.choice, av, language)} onSubmit={() => void submit()} />
          </Suspense>
        ) : null}
        {stage === 'Submitting' ? <Spinner label={intl.formatMessage({ id: 'booking.submitting' })} /> : null}
        {stage === 'Completed' && booked ? <BookingCompleted booked={booked} phone={av?.display.contactPhone} /> : null}
        {stage === 'Error' ? (
          <section className="booking__step">
            <FormMessage text={failure} />
            <CallRestaurant phone={av?.display.contactPhone} />
            <button type="button" className="button button--primary" onClick={() => { void availability.refetch(); update({ ...selection, slot: null, outcome: null }); }}>
              <FormattedMessage id="booking.error.again" />
            </button>
          </section>
        ) : null}
        {selection.started && !['Submitting', 'Completed', 'Error', 'Welcome'].includes(stage) ? (
          <button type="button" className="button button--link" onClick={back}>
            <FormattedMessage id="booking.back" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
