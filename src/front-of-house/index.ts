// The front of house: what the hosts' screens (grid, check-in, table state, blockers, waitlist, collisions, search,
// actions log) share — the day being looked at, the day's data from the offline day store, the reservation's facts,
// its summary, panel and actions, the day toolbar and the forms' field errors. It is a layer like src/shell, not a
// feature: features import it, it imports no feature. Keeping these pieces in one feature would make every other
// host screen import that feature; copying them would let the screens drift (a badge, a time, an action shown
// differently on check-in than on the grid). Screens import the files directly so a screen's chunk carries only
// the pieces it uses; this index lists what the layer offers.
export { AreaOptions } from './AreaOptions';
export { ChosenTwoPane } from './ChosenTwoPane';
export { DayNotLoaded, dayLoaded } from './DayNotLoaded';
export { DayToolbar, slotLabel, slotsOn } from './DayToolbar';
export { ActionRefused, ReservationActions, actionsFor } from './ReservationActions';
export { ReservationPanel } from './ReservationPanel';
export { ReservationSummary, StatusBadges, TimeRange } from './ReservationSummary';
export { formErrorsOf, noErrors, requiredErrors, type FormErrors, type ShownError } from './field-errors';
export * from './reservation-facts';
export { timeslotText, useDaySelection, type DaySelection, type Timeslot } from './use-day-selection';
export { useActingRestaurantId, useMatrix, useReservationAction, useStoredReservation, type DayMatrixState } from './use-day';
export { useErrorText, invalidateFrontOfHouse, useAccess, useFloor, useTimeZone } from './use-front-of-house';
export { useLinks } from './use-links';
export { useNow } from './use-now';
