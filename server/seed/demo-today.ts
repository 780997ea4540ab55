// The demo's book around today (server/seed/demo.ts): the guests the front-of-house screens and their tests know by
// name, tomorrow's booking so the grid has something to page to, and tonight's bookings the kitchen screen shows
// (allergies, diets, the tasting menu on its days). The kitchen's sit on tables and times the browser tests leave
// alone (Dining Room 8 and 11 in the evening, Terrace T5 at lunch), so those tests find the day they expect.
import { addDays, localDateOf, toInstant, weekdayOf } from '../../core/time';
import type { reservations } from '../platform/db/schema';
import { newReservationToken } from '../modules/booking';
import { h } from './demo-floor';

type ReservationInsert = typeof reservations.$inferInsert;
type Guest = [name: string, level: string, partySize: number, tableNumber: string, start: number, end: number];

const todaysGuests: Guest[] = [
  ['Giulia Rossi', 'Dining Room', 2, '1', h(12), h(14)],
  ['Max Mustermann', 'Dining Room', 4, '4', h(17, 30), h(19, 30)],
  ['Ana García', 'Dining Room', 6, '10', h(19, 30), h(21, 30)],
  ['Lena Schmidt', 'Dining Room', 2, '2', h(19, 30), h(21, 30)],
  ['Tom Becker', 'Terrace', 4, 'T4', h(18), h(20)],
  ['Sofia Müller', 'Terrace', 2, 'T1', h(20), h(22)],
  ['Jonas Weber', 'Dining Room', 3, '7', h(21, 30), h(23, 30)],
  ['Carmen López', 'Terrace', 5, 'T8', h(12), h(14)],
];

/** Tonight's notes for the kitchen; the first takes the tasting menu when it is served that day (Thursday to Saturday). */
const kitchenGuests: Guest[] = [
  ['Helena Kowalski', 'Dining Room', 5, '8', h(19, 30), h(21, 30)],
  ['Rafael Ortega', 'Dining Room', 9, '11', h(21, 30), h(23, 30)],
  ['Ines Brandt', 'Terrace', 3, 'T5', h(12), h(14)],
];
/** Ana García brings the demo's voucher (100 €, 80 € left; seeded with the vouchers): staff redeem it at her table. */
const demoVoucherGuest = 'Ana García';
const demoVoucherCode = 'WELC3ME2DEMA2345';
const kitchenNotes = ['Zwei Vegetarier, eine Nussallergie', 'Coeliac guest: gluten-free please; birthday cake at 23:00', 'Laktoseintoleranz'];

export function demoToday(restaurantId: string, now: Date, zone: string): ReservationInsert[] {
  const today = localDateOf(now, zone);
  const createdAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const row = (date: string, [name, level, partySize, tableNumber, start, end]: Guest, extra: Partial<ReservationInsert>): ReservationInsert => {
    const startTime = toInstant(date, start, zone);
    const endTime = toInstant(date, end, zone);
    return {
      restaurantId,
      token: newReservationToken(),
      customerName: name,
      level,
      tableNumber,
      partySize,
      startTime,
      endTime,
      originalStartTime: startTime,
      originalEndTime: endTime,
      createdAt,
      source: 'staff',
      platform: 'staff',
      ...extra,
    };
  };
  const tastingToday = ['thursday', 'friday', 'saturday'].includes(weekdayOf(today));
  return [
    ...todaysGuests.map((guest, index) =>
      row(today, guest, {
        customerEmail: `guest${index + 1}@example.test`,
        customerPhone: `+49 151 555 01${String(index).padStart(2, '0')}`,
        language: 'de',
        source: 'online',
        platform: index % 2 === 0 ? 'mobile' : 'desktop',
        ...(guest[0] === demoVoucherGuest ? { voucherCode: demoVoucherCode } : {}),
      }),
    ),
    row(addDays(today, 1), ['Paul Fischer', 'Dining Room', 5, '8', h(19, 30), h(21, 30)], { customerEmail: 'paul@example.test' }),
    ...kitchenGuests.map((guest, index) =>
      row(today, guest, {
        customerEmail: `kitchen${index + 1}@example.test`,
        language: index === 1 ? 'es' : 'de',
        note: kitchenNotes[index] ?? null,
        specialId: index === 0 && tastingToday ? 'tasting-menu' : null,
        ...(index === 1 ? {} : { source: 'online' as const, platform: 'mobile' as const }),
      }),
    ),
  ];
}
