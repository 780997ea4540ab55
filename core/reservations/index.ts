// Reservation rules (spec §4 "Reservation actions", "Table timeline"): pure functions of a reservation, the
// book around it and the caller's `now`, so the server and the offline tablet apply exactly the same rule.
//
// Where the spec left room, these readings were taken:
// - Late / not late set checkedInAt only; check in / out set checkedIn only (spec: "check in/out via checkedIn").
// - The late mark is 15 minutes of elapsed time after the start; the day end 1439 is 23:59 restaurant-local on the
//   day the reservation starts (toInstant, DST-safe).
// - Extend counts from the booked end (endTime; for joined tables the latest row's) and stops 15 minutes before the
//   earliest reservation (effective end) or blocker that holds any of the booking's tables after that end; when that
//   leaves nothing it is refused (`extension_blocked`), and at the day end (`extension_at_day_end`). A repeated extend
//   with an unchanged book changes nothing.
// - Unextend clears extendedTo and returns endTime to originalEndTime (extend.ts says when it keeps endTime).
// - Guest left records now, but never later than the (extended) end: it must not lengthen the stay. Guest did not leave
//   is refused (`table_occupied`) when the freed time was taken meanwhile.
// - Repeating an action whose result already holds is a success with no change (the offline queue may replay).
// - Timeline cells are 15 minutes; "cutoff" is the spec's same-day cutoff (free, but closed to online booking today).
export * from './types';
export * from './constants';
export { effectiveEnd, occupancyOf, engineBlocker, blockerCovers, groupKey, groupOf } from './occupancy';
export { checkIn, checkOut, markLate, markNotLate, markLeft, markNotLeft, softDelete } from './attendance';
export { extend, unextend, extensionEnd, dayEndCap, type ExtensionEnd } from './extend';
export { actionsReadingNeighbours, applyReservationAction, reservationRules, type AppliedAction, type ReservationRule, type ReservationState } from './actions';
export { dayCells, dayTimeline, tableTimeline, occupantsAt, occupantsForSlot } from './timeline';
export type { CellState, Occupants, TableTimeline, TimelineCell, TimelineInput } from './timeline';
export { findCollisions, type Collision } from './collisions';
export { bookingTables, type BookingTables } from './booking-tables';
export { guestMayCancel } from './guest-cancel';
export { localTime } from './result';
export { onlinePartySizeRefusal } from './online-party-size';
export type { GuestRefusal } from './guest-refusal';
export { dayMatrix, type DayMatrix, type DayMatrixInput, type MatrixRow, type MatrixTableInput } from './matrix';
export { isLater, resolveWrite, stampChanged, stampOf, writtenFields, type ClockedWrite, type FieldClock, type FieldStamp } from './field-clock';
