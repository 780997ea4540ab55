// Extending a stay (spec §4, the extend action of POST /reservations/actions): up to 15 minutes before the next booking
// of each of the booking's tables, else to the end of the day, recomputed on the server against the book as it is when
// the action arrives, so an extension and a new neighbour never overlap.
import { describe, expect, it } from 'vitest';
import { actionReservations, at, dayAhead, frontOfHouseServer, type ReservationDto } from './front-of-house-kit';

const { foh } = await frontOfHouseServer();

describe('POST /api/reservations/actions', () => {
  it('extend runs to 15 minutes before the next booking (else 23:59), on every table of the booking; unextend clears it', async () => {
    const date = dayAhead(41);
    const [primary, linked] = (await foh.book(date, ['T1', 'T2'], [12], [14])) as [ReservationDto, ReservationDto];
    await foh.book(date, ['T2'], [17], [19]);
    const extended = await actionReservations(await foh.action('extend', linked._id));
    expect(extended.map((r) => [r._id, r.extendedTo])).toEqual([
      [linked._id, at(date, 16, 45)],
      [primary._id, at(date, 16, 45)],
    ]);
    const unextended = await actionReservations(await foh.action('unextend', primary._id));
    expect(unextended.every((r) => r.extendedTo === null)).toBe(true);

    const [alone] = (await foh.book(date, ['T3'], [20], [22])) as [ReservationDto];
    const [toDayEnd] = (await actionReservations(await foh.action('extend', alone._id))) as [ReservationDto];
    expect(toDayEnd.extendedTo).toBe(at(date, 23, 59));
    const atEnd = await foh.action('extend', alone._id);
    expect(atEnd.statusCode).toBe(200);
    const [late] = (await foh.book(date, ['T4'], [21, 30], [23, 59])) as [ReservationDto];
    const refused = await foh.action('extend', late._id);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'extension_at_day_end']);
  });

  it('extend is recomputed on the server against a neighbour created after the tablet looked', async () => {
    const date = dayAhead(42);
    const [row] = (await foh.book(date, ['T5'], [12], [14])) as [ReservationDto];
    // The tablet saw a free evening and would extend to 23:59; meanwhile a phone booking takes 18:00.
    await foh.book(date, ['T5'], [18], [20]);
    const [extended] = (await actionReservations(await foh.action('extend', row._id))) as [ReservationDto];
    expect(extended.extendedTo).toBe(at(date, 17, 45));
    // A neighbour within 15 minutes of the end leaves nothing to extend: refused with the core's code.
    const [next] = (await foh.book(date, ['T6'], [12], [14])) as [ReservationDto];
    await foh.book(date, ['T6'], [14, 10], [16]);
    const blocked = await foh.action('extend', next._id);
    expect([blocked.statusCode, blocked.json().error]).toEqual([409, 'extension_blocked']);
    expect(blocked.json().message).toMatch(/15 minutes/);
  });

  it('an extension racing a new neighbour never overlaps it: one of the two wins, the other sees it', async () => {
    const date = dayAhead(51);
    const tables = ['T6', 'T7', 'T8', 'T9', 'T10'];
    const rows = await Promise.all(tables.map(async (table) => ((await foh.book(date, [table], [12], [14])) as [ReservationDto])[0]));
    const replies = await Promise.all(
      rows.flatMap((row) => [
        foh.action('extend', row._id),
        foh.call('POST', '/api/reservations', {
          customer: { name: foh.guest('Racer') },
          level: 'Terrace',
          tableNumbers: [row.tableNumber],
          startTime: at(date, 18),
          endTime: at(date, 20),
        }),
      ]),
    );
    for (let i = 0; i < rows.length; i++) {
      const extend = replies[2 * i] as Awaited<ReturnType<typeof foh.action>>;
      const create = replies[2 * i + 1] as Awaited<ReturnType<typeof foh.action>>;
      expect(extend.statusCode, extend.body).toBe(200);
      const extendedTo = (extend.json().reservations as ReservationDto[])[0]?.extendedTo;
      if (create.statusCode === 200) expect(extendedTo).toBe(at(date, 17, 45));
      else {
        expect([create.statusCode, create.json().error]).toEqual([409, 'table_occupied']);
        expect(extendedTo).toBe(at(date, 23, 59));
      }
    }
    const collisions = await foh.call('GET', `/api/collisions?date=${date}`);
    expect(collisions.json().items).toEqual([]);
  });

});
