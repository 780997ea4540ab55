import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { restoredBooking } from './booking-done';
import type { Selection } from './booking-state';
import { searchOfSelection, selectionFromSearch, withOtherParams } from './booking-url';

type BookingHistory = { bookingStep?: number } | null;
const stepDepth = () => (history.state as BookingHistory)?.bookingStep ?? 0;

/**
 * The guest's choices, kept in the address (./booking-url.ts): Back goes to the previous step, a reload keeps it. The
 * outcome of a submission belongs to the address it was made at, so Back from the confirmation shows the step before.
 */
export function useBookingSelection(onExit: () => void) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [submission, setSubmission] = useState<{ search: string; value: Selection['outcome'] }>(() => ({ search, value: restoredBooking(search) ? 'success' : null }));
  const selection: Selection = { ...selectionFromSearch(search), started: true, outcome: submission.search === search ? submission.value : null };

  const update = (next: Selection) => {
    const nextSearch = searchOfSelection(next);
    let at = search;
    if (nextSearch !== searchOfSelection(selection)) {
      const target = withOtherParams(nextSearch, search);
      navigate(`${path}${target}`, { state: { bookingStep: stepDepth() + 1 } });
      at = target.slice(1);
    }
    setSubmission({ search: at, value: next.outcome });
  };

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
    if (stepDepth() > 0) history.back();
    else if (previous) navigate(`${path}${withOtherParams(searchOfSelection(previous), search)}`, { replace: true });
    else onExit();
  };

  return { search, selection, update, back };
}
