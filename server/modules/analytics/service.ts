// The owner's analytics and the kitchen's figures (spec §7 GET /analytics/bookings and /analytics/kitchen,
// docs/decisions/010): computed from the reservations table when asked, never copied elsewhere.
import type { StaffRefusal } from '../../../core/staff-refusal';
import { kitchenFigures } from '../../../core/analytics/kitchen';
import { datesOf, defaultInterval, previousRange, rangeLength } from '../../../core/analytics/periods';
import { AppError } from '../../../core/errors';
import { maxAnalyticsDays, type BookingAnalytics, type BookingAnalyticsQuery, type KitchenFigures, type KitchenQuery } from '../../../core/schemas/analytics';
import { addDays, localDateOf, toInstant } from '../../../core/time';
import type { Database } from '../../platform/db/connection';
import { reservationDto } from '../booking';
import { bookingAnalyticsOf } from './booking-report';
import { rangeFigures, rangeTotals, type FigureWindow } from './repository/booking-figures';
import { analyticsFloor, timeZoneOf } from './repository/floor';
import { kitchenDayRows } from './repository/kitchen-day';

export type AnalyticsService = ReturnType<typeof analyticsService>;

/** 400 with a reason the screens word (src/i18n/reason-messages.ts) for a range that cannot be read. */
function refuseRange({ startDate, endDate }: { startDate: string; endDate: string }): void {
  if (endDate < startDate) {
    throw new AppError('invalid_request', 'endDate must not be before startDate', { params: { reason: 'analyticsRangeBackwards' } satisfies StaffRefusal });
  }
  if (rangeLength(startDate, endDate) > maxAnalyticsDays) {
    throw new AppError('invalid_request', `A range holds at most ${maxAnalyticsDays} days`, { params: { reason: 'analyticsRangeTooLong', maxDays: maxAnalyticsDays } satisfies StaffRefusal });
  }
}

/** The restaurant-local midnight of `date` up to that after `endDate` (23 or 25 hours on a DST day). */
const instantsOf = (date: string, endDate: string, timeZone: string) => ({ from: toInstant(date, 0, timeZone), to: toInstant(addDays(endDate, 1), 0, timeZone) });

/** A range longer than a quarter read as two halves, which PostgreSQL reads at once on two connections. */
function halvesOf({ startDate, endDate }: { startDate: string; endDate: string }) {
  const length = rangeLength(startDate, endDate);
  if (length <= 92) return [{ startDate, endDate }];
  const middle = addDays(startDate, Math.floor(length / 2));
  return [
    { startDate, endDate: addDays(middle, -1) },
    { startDate: middle, endDate },
  ];
}

export function analyticsService({ db, now = () => Date.now() }: { db: Database; now?: () => number }) {
  async function bookings(restaurantId: string, query: BookingAnalyticsQuery): Promise<BookingAnalytics> {
    refuseRange(query);
    const timeZone = await timeZoneOf(db, restaurantId);
    const previous = previousRange(query.startDate, query.endDate);
    const window = (startDate: string, endDate: string): FigureWindow => ({ restaurantId, ...instantsOf(startDate, endDate, timeZone), platform: query.platform, now: now() });
    // The range's local midnights, from a month and a day before it (lead times up to 30 days are counted in days).
    const firstMidnight = addDays(query.startDate, -31);
    const midnights = datesOf(firstMidnight, addDays(query.endDate, 1)).map((date) => toInstant(date, 0, timeZone));
    // Side by side on PostgreSQL (a pool): the floor, the previous range's totals, and the range's counts, a long
    // range's in two halves (their rows add up: a day lies in one half, the report sums the other groups).
    const [floor, previousTotals, parts] = await Promise.all([
      analyticsFloor(db, restaurantId),
      rangeTotals(db, window(previous.startDate, previous.endDate)),
      Promise.all(halvesOf(query).map((half) => rangeFigures(db, window(half.startDate, half.endDate), midnights))),
    ]);
    return bookingAnalyticsOf({
      range: { startDate: query.startDate, endDate: query.endDate },
      previous,
      platform: query.platform,
      interval: query.interval ?? defaultInterval(query.startDate, query.endDate),
      timeZone,
      figures: parts.flat(),
      firstMidnight,
      previousTotals,
      areas: floor.areas,
      specials: floor.specials,
    });
  }

  /**
   * The kitchen's slots of a day (today in the restaurant's time zone when not asked) for the named areas, in the
   * floor's order; a name the floor does not have is passed over (a device may remember an area renamed since).
   */
  async function kitchen(restaurantId: string, query: KitchenQuery): Promise<KitchenFigures> {
    const timeZone = await timeZoneOf(db, restaurantId);
    const at = now();
    const date = query.date ?? localDateOf(at, timeZone);
    const { from, to } = instantsOf(date, date, timeZone);
    const [floor, rows] = await Promise.all([analyticsFloor(db, restaurantId), kitchenDayRows(db, restaurantId, from, to)]);
    const asked = query.areas ? new Set(query.areas) : undefined;
    return kitchenFigures({
      date,
      timeZone,
      areas: floor.areas.filter((area) => !asked || asked.has(area.name)),
      reservations: rows.map(reservationDto),
      specials: floor.specials.map(({ id, title }) => ({ _id: id, title })),
      now: at,
    });
  }

  return { bookings, kitchen };
}
