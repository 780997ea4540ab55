// Daylight-saving days (docs/decisions/008): what the engine offers on them is bookable, with the same instants on
// the offer's side and the booking's, and a slot is offered only when it lasts its wall-clock length. Checked on every
// day whose offset changes in 2026–2030 in zones that change it (and Mexico City, which no longer does), through the
// engine (availabilityForDate, findAssignment) and the booking's reading of instants (core/time.ts localSlotOf, which
// the server's booking uses).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import { addDays, localSlotOf, toInstant, toLocal, weekdays } from '../time';
import { availabilityForDate, findAssignment } from './index';
import type { EngineInput, Slot } from './types';

const zones = ['Europe/Berlin', 'Europe/Madrid', 'America/New_York', 'Australia/Sydney', 'America/Mexico_City'];

/** The local dates of 2026–2030 whose day is not 24 hours long. */
function changeDays(zone: string): string[] {
  const days: string[] = [];
  for (let date = '2026-01-01'; date < '2031-01-01'; date = addDays(date, 1)) {
    if (toInstant(addDays(date, 1), 0, zone).getTime() - toInstant(date, 0, zone).getTime() !== 86_400_000) days.push(date);
  }
  return days;
}
const daysByZone = new Map(zones.map((zone) => [zone, changeDays(zone)]));
/** Every change day, and the day before it (a slot there may reach past midnight into the change). */
const cases = zones.flatMap((zone) => (daysByZone.get(zone) ?? []).flatMap((date) => [addDays(date, -1), date].map((day) => ({ zone, date: day }))));

/** One area with two tables, the slot on every weekday, the day before the date as "now". */
function restaurant(zone: string, date: string, slot: Slot): EngineInput {
  const table = (tableNumber: string) => ({ level: 'Main', tableNumber, bookable: true, overflow: false, minCovers: 1, maxCovers: 4, combinations: [], frontendGroupOrder: 0 });
  return {
    rules: { timeZone: zone, sameDayCutoffHour: 24, bookingHorizonDays: 4, partySizeMin: 1, partySizeMax: 4 },
    areas: [{ id: 'main', name: 'Main', bookable: true, sorting: 0, timeslots: Object.fromEntries(weekdays.map((day) => [day, [slot]])) }],
    areaGroups: [],
    specials: [],
    tables: [table('1'), table('2')],
    occupancy: [],
    blockers: [],
    now: toInstant(addDays(date, -1), 0, zone).getTime(),
  };
}

/** Whether every minute of the slot shows on the wall clock, one real minute after the other (the slow way). */
function happensAsWritten(zone: string, date: string, slot: Slot): boolean {
  const start = toInstant(date, slot.start, zone).getTime();
  if (toInstant(date, slot.end, zone).getTime() - start !== (slot.end - slot.start) * 60_000) return false;
  for (let minute = slot.start; minute < slot.end; minute++) {
    const local = toLocal(start + (minute - slot.start) * 60_000, zone);
    if (local.date !== addDays(date, Math.floor(minute / 1440)) || local.minutes !== minute % 1440) return false;
  }
  return true;
}

/** Checks one slot on one day; answers whether it was offered. */
function checkSlot(zone: string, date: string, slot: Slot): boolean {
  const input = restaurant(zone, date, slot);
  const sizes = availabilityForDate(input, date).availability[date]?.Main?.[`${slot.start}-${slot.end}`];
  const where = `${zone} ${date} ${slot.start}-${slot.end}`;
  expect(sizes !== undefined, `${where} offered`).toBe(happensAsWritten(zone, date, slot));
  if (sizes === undefined) return false;
  expect(sizes, where).toEqual([1, 2, 3, 4]);
  // The booking page books the offer with these instants; the server reads them back as the slot, and books it.
  const start = toInstant(date, slot.start, zone).getTime();
  const end = toInstant(date, slot.end, zone).getTime();
  expect(end - start, `${where} lasts its wall-clock length`).toBe((slot.end - slot.start) * 60_000);
  expect(localSlotOf(start, end, zone), `${where} read back`).toEqual({ date, start: slot.start, end: slot.end });
  for (const partySize of sizes) {
    expect(findAssignment(input, { date, slot, partySize, choice: { kind: 'area', name: 'Main' } }), `${where} books ${partySize}`).not.toBeNull();
  }
  return true;
}

describe('slots on daylight-saving days', () => {
  it('finds the change days: two a year where clocks change, none in Mexico City', () => {
    for (const zone of zones) expect(daysByZone.get(zone), zone).toHaveLength(zone === 'America/Mexico_City' ? 0 : 10);
    expect(daysByZone.get('Europe/Berlin')).toContain('2027-03-28');
    expect(daysByZone.get('Europe/Berlin')).toContain('2027-10-31');
  });

  it("neither offers 01:30–02:30 on Berlin's spring-forward day nor 02:00–03:00 as two hours in the autumn; 03:00–04:00 books on both", () => {
    expect(checkSlot('Europe/Berlin', '2027-03-28', { start: 90, end: 150 })).toBe(false);
    expect(checkSlot('Europe/Berlin', '2027-10-31', { start: 120, end: 180 })).toBe(false);
    expect(checkSlot('Europe/Berlin', '2027-03-28', { start: 180, end: 240 })).toBe(true);
    expect(checkSlot('Europe/Berlin', '2027-10-31', { start: 180, end: 240 })).toBe(true);
    // The first of the repeated 02:15–02:45, and a slot that ends as the clocks jump.
    expect(checkSlot('Europe/Berlin', '2027-10-31', { start: 135, end: 165 })).toBe(true);
    expect(checkSlot('Europe/Berlin', '2027-03-28', { start: 60, end: 120 })).toBe(true);
  });

  it('on every change day of 2026–2030, offers every slot of 00:00–05:00 that happens as written, and books it', () => {
    for (const { zone, date } of cases) {
      for (let start = 0; start <= 300; start += 15) {
        for (const length of [15, 30, 60, 90, 120]) checkSlot(zone, date, { start, end: start + length });
      }
    }
  }, 60_000);

  it('any slot of any change day (property): offered only as written, booked with the offered instants', () => {
    assertProperty(
      fc.property(
        fc.constantFrom(...cases),
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 1, max: 24 }),
        ({ zone, date }, quarter, quarters) => {
          checkSlot(zone, date, { start: quarter * 15, end: quarter * 15 + quarters * 15 });
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);
});
