import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { addDays, localDateOf, toInstant } from '../../../core/time';
import { ApiError } from '../../api/client';
import { fetchAvailability, requestBooking, type GuestAvailability } from '../../api/booking';
import { queryKeys } from '../../api/query-keys';
import { invalidateResources, useResource } from '../../api/resource';
import { withRetry } from '../../api/retry';
import { useRestaurant } from '../../shell/restaurant-context';
import { languageOf, localized } from '../../../core/i18n/locale';
import { device } from '../../storage/device';
import { Spinner } from '../../ui/Spinner';
import { BookingHeader } from './BookingHeader';
import { CallRestaurant } from './CallRestaurant';
import { allowedDates, choicesFor, dateOutcome, parseSlot, slotsFor, type Choice } from '../../../core/availability/offer';
import { changeDate, chooseChoice, neighbourDate, stageOf, type Selection } from './booking-state';
import { searchOfSelection, selectionFromSearch, withOtherParams } from './booking-url';
import { bookingAttempt, type BookingAttempt } from './booking-attempt';
import { keepBooking, restoredBooking, type Booked } from './booking-done';
import { BookingCompleted } from './BookingCompleted';
import { ChoiceStep } from './ChoiceStep';
import { NoChoiceOnDate } from './NoChoiceOnDate';
import { emptyContact, type ContactValue, type Prompt } from './contact-value';
import { DateStep } from './DateStep';
import { choiceLabel, longDateLabel, slotLabel } from './labels';
import { PartySizeStep } from './PartySizeStep';
import { SlotStep } from './SlotStep';
import { messageForError } from '../../i18n/error-messages';

const ContactStep = lazy(() => import('./ContactStep'));
const WaitlistForm = lazy(() => import('./WaitlistForm'));

type Marker = 'partySize' | 'date' | 'special' | 'timeslot' | 'area' | 'contact' | 'success' | 'failed';

/**
 * The guest booking flow after the welcome (spec §4): party size → date → area or special → time slot → contact →
 * confirmation. BookingHomePage shows the welcome and loads this once the page is interactive.
 */
export default function BookingFlow({ onExit }: { onExit: () => void }) {
  const intl = useIntl();
  const { restaurantId, appConfig } = useRestaurant();
  const language = languageOf(intl.locale) ?? 'en';
  // Once a slot was taken meanwhile, the free tables come from the API rather than the published file (../../api/booking.ts).
  const [slotTakenAt, setSlotTakenAt] = useState(0);
  // The day a guest tried to wait for and the server found a table on after all (WaitlistForm): said so above its choices.
  const [freedOn, setFreedOn] = useState<string | null>(null);
  const availability = useResource(queryKeys.availability(restaurantId), () => fetchAvailability(restaurantId as string, Date.now(), { live: slotTakenAt > 0 }), {
    enabled: Boolean(restaurantId),
    staleMs: 60_000,
  });
  useEffect(() => {
    if (slotTakenAt > 0) void invalidateResources(queryKeys.availability(restaurantId));
  }, [slotTakenAt, restaurantId]);
  // The choices live in the address (./booking-url.ts): Back goes to the previous step, a reload keeps it. The outcome of
  // a submission belongs to the address it was made at, so Back from the confirmation shows the step before.
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [submission, setSubmission] = useState<{ search: string; value: Selection['outcome'] }>(() => ({ search, value: restoredBooking(search) ? 'success' : null }));
  const selection: Selection = { ...selectionFromSearch(search), started: true, outcome: submission.search === search ? submission.value : null };
  const [contact, setContact] = useState<ContactValue>(emptyContact);
  const [booked, setBooked] = useState<Booked | null>(() => restoredBooking(search));
  // One Idempotency-Key per attempt: a double tap or a retry of the same attempt is answered once by the server.
  const attempt = useRef<BookingAttempt | null>(null);
  const sending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const progress = useRef<Partial<Record<Marker, number>>>({});
  const heading = useRef<HTMLHeadingElement>(null);

  const av = availability.data;
  const now = Date.now();
  const outcome = av && selection.date && selection.partySize !== null ? dateOutcome(av, selection.date, selection.partySize, now) : null;
  const stage = stageOf(selection, av?.allPartySizes ?? []);
  useEffect(() => heading.current?.focus(), [stage]);

  /** Spec §4: progress markers record when each step is first completed (tracking only). */
  const mark = (marker: Marker) => {
    progress.current[marker] ??= Date.now();
    try {
      sessionStorage.setItem('covers.bookingProgress', JSON.stringify(progress.current));
    } catch {
      // tracking only
    }
  };
  const update = (next: Selection) => {
    const nextSearch = searchOfSelection(next);
    let at = search;
    if (nextSearch !== searchOfSelection(selection)) {
      const target = withOtherParams(nextSearch, search);
      const depth = (history.state as { bookingStep?: number } | null)?.bookingStep ?? 0;
      navigate(`${path}${target}`, { state: { bookingStep: depth + 1 } });
      at = target.slice(1);
    }
    setSubmission({ search: at, value: next.outcome });
  };

  async function submit() {
    if (!restaurantId || !av || selection.partySize === null || !selection.date || !selection.choice || !selection.slot) return;
    // A second tap while the first is on its way sends nothing (the first answer decides).
    if (sending.current) return;
    sending.current = true;
    try {
      await send(restaurantId, av, selection.partySize, selection.date, selection.choice, selection.slot);
    } finally {
      sending.current = false;
    }
  }

  async function send(restaurantId: string, av: GuestAvailability, partySize: number, date: string, choice: Choice, slot: string) {
    const { internationalPhone } = await import('./PhoneField');
    const { start, end } = parseSlot(slot);
    const startInstant = toInstant(date, start, av.timeZone);
    mark('contact');
    // The time began (or today's online bookings closed) while the guest filled in the form: said at once, without
    // asking the server, and the times still open are offered.
    if (!slotsFor(av, date, choice, partySize, Date.now()).includes(slot)) {
      setFailure(intl.formatMessage({ id: 'booking.error.slotPassed' }));
      mark('failed');
      update({ ...selection, outcome: 'failure' });
      return;
    }
    update({ ...selection, outcome: 'submitting' });
    try {
      const referralCode = device.affiliateCode.get();
      attempt.current = bookingAttempt(attempt.current, {
        customer: { name: contact.name.trim(), email: contact.email.trim(), phone: internationalPhone(contact) },
        partySize,
        startTime: startInstant.toISOString(),
        // The slot's length, not a second wall-clock conversion: a slot ending after midnight keeps its duration.
        endTime: new Date(startInstant.getTime() + (end - start) * 60_000).toISOString(),
        ...(choice.kind === 'area' ? { level: choice.name } : choice.kind === 'areaGroup' ? { areaGroupId: choice.id } : { specialId: choice.id }),
        ...(contact.note.trim() ? { note: contact.note.trim() } : {}),
        language,
        ...(referralCode ? { referralCode } : {}),
      });
      const { key, body } = attempt.current;
      // Busy (429), failing or unanswered: the same attempt again, under the same key, after the server's Retry-After.
      const result = await withRetry(() => requestBooking(restaurantId, body, key), { attempts: 4 });
      setBooked(result);
      keepBooking(search, result);
      mark('success');
      update({ ...selection, outcome: 'success' });
      void invalidateResources(queryKeys.availability(restaurantId));
    } catch (error) {
      setFailure(messageForError(intl, error));
      if (error instanceof ApiError && error.code === 'slot_unavailable') setSlotTakenAt(Date.now());
      mark('failed');
      update({ ...selection, outcome: 'failure' });
    }
  }

  // The page's own Back is the phone's where this page put the step there; after a reload it goes to the step before.
  const back = () => {
    const previous = selection.slot
      ? { ...selection, slot: null }
      : selection.choice
        ? { ...selection, choice: null }
        : selection.date
          ? { ...selection, date: null }
          : selection.partySize !== null
            ? { ...selection, partySize: null }
            : null;
    if (((history.state as { bookingStep?: number } | null)?.bookingStep ?? 0) > 0) history.back();
    else if (previous) navigate(`${path}${withOtherParams(searchOfSelection(previous), search)}`, { replace: true });
    else onExit();
  };

  return (
    <div className="booking">
      <BookingHeader />
      <div className="booking__body">
        <h1 ref={heading} tabIndex={-1} className="booking__title">
          {stage === 'Completed' ? <FormattedMessage id="booking.done.title" /> : <FormattedMessage id="booking.welcome" values={{ name: appConfig?.restaurantName ?? '' }} />}
        </h1>
        {availability.isPending ? <Spinner /> : null}
        {availability.isError ? (
          <p className="form__error" role="alert">
            <FormattedMessage id="booking.error.availability" />
          </p>
        ) : null}
        {av ? <Summary selection={selection} av={av} language={language} /> : null}
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
          outcome === 'full' || outcome === 'closed' ? (
            <NoChoiceOnDate
              outcome={outcome}
              date={selection.date}
              phone={av.display.contactPhone}
              nextFree={neighbourDate(allowedDates(av, selection.partySize, now), selection.date, 1)}
              onNextFree={(date) => { mark('date'); update(changeDate(selection, date, av, now)); }}
            >
              {restaurantId ? (
                <Suspense fallback={<Spinner />}>
                  <WaitlistForm
                    restaurantId={restaurantId}
                    date={selection.date}
                    partySize={selection.partySize}
                    language={language}
                    contact={contact}
                    onContactChange={setContact}
                    onTableFree={() => { setFreedOn(selection.date); setSlotTakenAt(Date.now()); }}
                  />
                </Suspense>
              ) : null}
            </NoChoiceOnDate>
          ) : (
            <>
              {freedOn === selection.date ? (
                <p className="notice" role="status">
                  <FormattedMessage id="booking.waitlist.tableFree" />
                </p>
              ) : null}
              <ChoiceStep
                choices={choicesFor(av, selection.date, selection.partySize, now)}
                display={av.display}
                language={language}
                selected={selection.choice}
                specialsLabel={appConfig?.STRINGS.BOOKING_SPECIALS ?? ''}
                onSelect={(choice) => { mark(choice.kind === 'special' ? 'special' : 'area'); update(chooseChoice(selection, choice)); }}
              />
            </>
          )
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
            <p className="form__error" role="alert">
              {failure}
            </p>
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

function promptsFor(choice: Choice | null, av: GuestAvailability, language: string): Prompt[] {
  if (!choice) return [];
  const raw =
    choice.kind === 'area'
      ? av.display.areas.find((area) => area.name === choice.name)?.bookingPrompt
      : choice.kind === 'special'
        ? av.display.specials.find((special) => special.id === choice.id)?.prompt
        : null;
  if (!raw) return [];
  return [{ key: `${choice.kind}`, title: localized(raw.title, language), text: localized(raw.text, language), confirmation: localized(raw.confirmation, language) }];
}

function Summary({ selection, av, language }: { selection: Selection; av: GuestAvailability; language: string }) {
  const intl = useIntl();
  if (selection.partySize === null) return null;
  const parts = [intl.formatMessage({ id: 'booking.size.option' }, { n: selection.partySize })];
  if (selection.date) parts.push(longDateLabel(selection.date, intl.locale));
  if (selection.choice) parts.push(choiceLabel(selection.choice, av.display, language));
  if (selection.slot) parts.push(slotLabel(selection.slot, intl.formatMessage({ id: 'booking.slot.openEnd' })));
  return <p className="booking__summary">{parts.join(' · ')}</p>;
}

