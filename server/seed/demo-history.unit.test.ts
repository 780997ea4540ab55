import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/time';
import { demoHistory, historyDays } from './demo-history';

const zone = 'Europe/Berlin';
const today = '2026-11-27';
const rows = demoHistory(today, zone);
/** What a row is, without the ids and tokens drawn afresh on every seed. */
const content = (list: typeof rows) => list.map(({ id: _id, linkedReservationId, token: _token, ...rest }) => ({ ...rest, linked: linkedReservationId !== null }));

describe('the demo history', () => {
  it('is a few thousand bookings over the 120 days before today, the same on every seed', () => {
    const primaries = rows.filter((row) => row.linkedReservationId === null);
    expect(primaries.length).toBeGreaterThan(2500);
    expect(primaries.length).toBeLessThan(6000);
    const starts = rows.map((row) => (row.startTime as Date).getTime());
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(Date.parse(`${addDays(today, -historyDays)}T00:00:00+01:00`) - 3_600_000);
    expect(Math.max(...starts)).toBeLessThan(Date.parse(`${today}T00:00:00+01:00`));
    expect(content(demoHistory(today, zone))).toEqual(content(rows));
    // A date's history does not depend on the day the demo is seeded.
    const yesterday = rows.filter((row) => (row.startTime as Date).getTime() >= Date.parse('2026-11-26T00:00:00+01:00'));
    const seededLater = demoHistory(addDays(today, 1), zone).filter((row) => {
      const start = (row.startTime as Date).getTime();
      return start >= Date.parse('2026-11-26T00:00:00+01:00') && start < Date.parse('2026-11-27T00:00:00+01:00');
    });
    expect(content(seededLater)).toEqual(content(yesterday));
  });

  it('never seats two parties at one table at once', () => {
    const held = new Map<string, [number, number][]>();
    for (const row of rows.filter((r) => r.deletedAt === null)) {
      const key = `${row.level}/${row.tableNumber}`;
      const start = (row.startTime as Date).getTime();
      const end = Math.max(start, ((row.leftAt ?? row.endTime) as Date).getTime());
      const list = held.get(key) ?? [];
      expect(list.some(([from, to]) => from < end && start < to), `${key} at ${new Date(start).toISOString()}`).toBe(false);
      list.push([start, end]);
      held.set(key, list);
    }
  });

  it('has every source, both devices and history before devices were recorded, cancellations, no-shows and allergies', () => {
    const primaries = rows.filter((row) => row.linkedReservationId === null);
    const share = (test: (row: (typeof rows)[number]) => boolean) => primaries.filter(test).length / primaries.length;
    for (const source of ['online', 'staff', 'walk-in', 'affiliate', 'waitlist']) expect(share((row) => row.source === source), source).toBeGreaterThan(0.03);
    for (const platform of ['desktop', 'mobile', 'staff', null]) expect(share((row) => row.platform === platform), String(platform)).toBeGreaterThan(0.03);
    expect(share((row) => row.deletedAt !== null)).toBeGreaterThan(0.04);
    expect(share((row) => row.deletedAt === null && !row.checkedIn)).toBeGreaterThan(0.02);
    expect(share((row) => row.specialId === 'tasting-menu')).toBeGreaterThan(0.01);
    expect(share((row) => /allerg|gluten|laktose/i.test(row.note ?? ''))).toBeGreaterThan(0.01);
    expect(rows.some((row) => row.linkedReservationId !== null)).toBe(true);
    // A walk-in is made as it starts; every other booking before.
    for (const row of primaries) expect((row.createdAt as Date).getTime() <= (row.startTime as Date).getTime()).toBe(true);
  });
});
