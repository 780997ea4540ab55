// The demo's figures (server/seed/demo-history.ts, demo-today.ts) through the API, and the demo's Kitchen account
// (decision 010: ReadReservations and ViewKitchen, the kitchen screen only).
import { describe, expect, it } from 'vitest';
import { BookingAnalytics, KitchenFigures } from '../../core/schemas/analytics';
import { addDays, localDateOf } from '../../core/time';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';

const server = await fileServer();
const today = localDateOf(new Date(), 'Europe/Berlin');
const get = (url: string, as: string) => server.call({ method: 'GET', url, as });

describe('the demo restaurant', () => {
  it('has four months of history for the owner\'s analytics: every source, both devices, turn times, occupancy', async () => {
    const reply = await get(`/api/analytics/bookings?startDate=${addDays(today, -90)}&endDate=${addDays(today, -1)}`, demo.owner);
    expect(reply.statusCode, reply.body).toBe(200);
    const figures = BookingAnalytics.parse(reply.json());
    expect(figures.interval).toBe('week');
    expect(figures.totals.bookings).toBeGreaterThan(1500);
    expect(figures.totals.cancellations).toBeGreaterThan(50);
    expect(figures.totals.noShows).toBeGreaterThan(20);
    expect(figures.totals.occupancy).toBeGreaterThan(0.05);
    expect(figures.totals.occupancy).toBeLessThan(1);
    expect(figures.previous.totals.bookings).toBeGreaterThan(0);
    expect(figures.sources.every((group) => group.bookings > 0)).toBe(true);
    expect(figures.platforms.filter((group) => group.bookings > 0).map((group) => group.platform)).toEqual(['desktop', 'mobile', 'staff']);
    expect(figures.specials.map((special) => special.specialId)).toEqual(['tasting-menu']);
    expect(figures.turnTimes.length).toBeGreaterThan(3);
    expect(figures.leadTimes.every((bucket) => bucket.bookings > 0)).toBe(true);
  });

  it('lets the kitchen account see tonight\'s allergies and nothing of the owner\'s figures', async () => {
    const reply = await get('/api/analytics/kitchen', demo.kitchen);
    expect(reply.statusCode, reply.body).toBe(200);
    const kitchen = KitchenFigures.parse(reply.json());
    expect(kitchen.date).toBe(localDateOf(new Date(), 'Europe/Berlin'));
    expect(kitchen.areas).toEqual(['Terrace', 'Dining Room']);
    const notes = kitchen.slots.flatMap((slot) => slot.notes);
    expect(notes.filter((note) => note.dietary).length).toBeGreaterThanOrEqual(3);
    expect(kitchen.totals.bookings).toBeGreaterThanOrEqual(11);
    const refused = await get(`/api/analytics/bookings?startDate=${today}&endDate=${today}`, demo.kitchen);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'missing_permission']);
    expect((await get('/api/analytics/kitchen', demo.host)).statusCode).toBe(403);
  });
});
