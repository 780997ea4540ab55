// What the demo restaurant offers online, read from the availability call the booking page reads.
import type { APIRequestContext } from '@playwright/test';
import { addDays, localDateOf } from '../../../core/time';

export interface FreeSlot {
  date: string;
  area: string;
  /** Minutes since midnight, the restaurant's time. */
  start: number;
  end: number;
}

/** The first slot the demo restaurant offers a party of two online, `fromDays` days from today (Berlin) or later. */
export async function freeSlotForTwo(request: APIRequestContext, fromDays = 0): Promise<FreeSlot> {
  const first = addDays(localDateOf(Date.now(), 'Europe/Berlin'), fromDays);
  for (let date = first, n = 0; n < 14; date = addDays(date, 1), n++) {
    const response = await request.get(`/api/reservations/availability?date=${date}`, { headers: { 'x-restaurant-id': 'demo' } });
    const body = (await response.json()) as { availability: Record<string, Record<string, Record<string, number[]>>> };
    for (const [area, slots] of Object.entries(body.availability[date] ?? {})) {
      const key = Object.keys(slots).find((slot) => slots[slot]?.includes(2));
      if (key) {
        const [start, end] = key.split('-').map(Number) as [number, number];
        return { date, area, start, end };
      }
    }
  }
  throw new Error('The demo restaurant offers no table for two in the next two weeks');
}
