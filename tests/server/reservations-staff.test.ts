// Staff reservations (spec §3/§5/§7): create with the form's defaults and field errors, extra tables as linked
// reservations. Occupied tables, repeated creates and tenant isolation: ./reservations-staff-conflicts.test.ts; edits
// and swaps: ./reservations-staff-edit.test.ts; the lists: ./reservations-staff-reading.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionsLog } from '../../server/platform/db/schema';
import { at, dayAhead, frontOfHouseServer, type FieldErrorDto, type ReservationDto } from './front-of-house-kit';

const { server, foh, expectUnchanged } = await frontOfHouseServer();

describe('POST /api/reservations', () => {
  it('creates a walk-in with the defaults (party of 2, now, two hours) and answers the day list', async () => {
    const name = foh.guest('Walk-in');
    const before = Date.now();
    const list = await foh.create({ customer: { name }, level: 'Terrace', tableNumbers: ['T7'], allowOverlap: true });
    const mine = list.find((row) => row.customer.name === name) as ReservationDto;
    expect(mine).toMatchObject({ partySize: 2, level: 'Terrace', tableNumber: 'T7', creatorId: 'demo-host', linkedReservationId: null, deletedAt: null });
    expect(Date.parse(mine.startTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(mine.endTime) - Date.parse(mine.startTime)).toBe(2 * 3_600_000);
    expect(mine.originalStartTime).toBe(mine.startTime);
    // spec §3: createdAt in UTC with seconds and milliseconds zeroed
    expect(mine.createdAt).toMatch(/:00\.000Z$/);
    // the day list holds the live reservations of the start's local day
    expect(list.every((row) => row.deletedAt === null)).toBe(true);
    expect(list.some((row) => row.customer.name === 'Giulia Rossi')).toBe(true);
  });

  it('books extra tables as linked reservations, with guest details, colour, note and language', async () => {
    const date = dayAhead(20);
    const name = foh.guest('Party');
    const rows = await foh.book(date, ['T4', 'T5'], [12], [14], {
      partySize: 7,
      customer: { name, phone: '+49 30 555 01', email: 'Party@Example.test' },
      color: '#336699',
      note: 'Birthday',
      language: 'es',
    });
    const [primary, linked] = rows as [ReservationDto, ReservationDto];
    expect(primary).toMatchObject({ tableNumber: 'T4', linkedReservationId: null, partySize: 7, color: '#336699', note: 'Birthday', language: 'es' });
    expect(primary.customer).toEqual({ name, phone: '+49 30 555 01', email: 'party@example.test' });
    expect(linked).toMatchObject({ tableNumber: 'T5', linkedReservationId: primary._id, startTime: primary.startTime, endTime: at(date, 14) });
    const logged = await server.database.db.select().from(actionsLog).where(eq(actionsLog.restaurantId, 'demo'));
    const created = logged.filter((entry) => entry.action === 'createReservation' && [primary._id, linked._id].includes(entry.entityId ?? ''));
    expect(created).toHaveLength(2);
    expect(created.every((entry) => entry.userId === 'demo-host' && entry.before === null)).toBe(true);
  });

  it('answers the form field errors of spec §5 (MissingValue, InvalidFormat, Other) and changes nothing', async () => {
    const date = dayAhead(21);
    const valid = { customer: { name: 'Form Guest' }, level: 'Terrace', tableNumbers: ['T1'], startTime: at(date, 12), endTime: at(date, 14) };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, customer: {} }, 'Name', 'MissingValue'],
      [{ ...valid, customer: { name: '   ' } }, 'Name', 'MissingValue'],
      [{ ...valid, partySize: null }, 'PartySize', 'MissingValue'],
      [{ ...valid, partySize: 'four' }, 'PartySize', 'InvalidFormat'],
      [{ ...valid, partySize: 0 }, 'PartySize', 'InvalidFormat'],
      [{ ...valid, customer: { name: 'X', email: 'not-an-email' } }, 'Email', 'InvalidFormat'],
      [{ ...valid, customer: { name: 'X', phone: 'call me' } }, 'PhoneNumber', 'InvalidFormat'],
      [{ ...valid, note: 'n'.repeat(1001) }, 'Note', 'InvalidFormat'],
      [{ ...valid, startTime: 'tomorrow' }, 'Timeslot', 'InvalidFormat'],
      [{ ...valid, endTime: at(date, 11) }, 'Timeslot', 'InvalidFormat'],
      [{ ...valid, level: undefined }, 'Area', 'MissingValue'],
      [{ ...valid, level: 'Rooftop' }, 'Area', 'Other'],
      [{ ...valid, tableNumbers: [] }, 'Table', 'MissingValue'],
      [{ ...valid, tableNumbers: ['T99'] }, 'Table', 'Other'],
      [{ ...valid, tableNumbers: ['T1', 'T1'] }, 'Table', 'InvalidFormat'],
    ];
    await expectUnchanged(async () => {
      for (const [body, field, kind] of cases) {
        const reply = await foh.call('POST', '/api/reservations', body);
        expect([reply.statusCode, reply.json().error], JSON.stringify(body).slice(0, 120)).toEqual([400, 'invalid_request']);
        const errors = reply.json().fieldErrors as FieldErrorDto[];
        expect(errors[0], `${field} ${kind}`).toMatchObject({ field, kind });
      }
    });
  });

});
