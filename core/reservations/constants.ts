// Spec §9 constants of the reservation actions and the table timeline.
export { dayEndMinute } from '../time';

export const minuteMs = 60_000;
/** Spec §9 "Late mark": checkedInAt = start + 15 minutes (elapsed time, so the same 15 minutes on DST days). */
export const lateMarkMinutes = 15;
/** Spec §9: an extension stops 15 minutes before the next occupied slot on the table. */
export const extensionGapMinutes = 15;
/**
 * The table timeline's cell length. The spec gives none (area timeslots are booking windows such as 12:00–14:00, not
 * a grid); 15 minutes is the granularity at which the rules above act.
 */
export const timelineCellMinutes = 15;
