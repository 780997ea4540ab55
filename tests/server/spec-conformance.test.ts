// Server calls as spec §5 and §7 describe them: LoadReservation by id for staff, the public specials' search and
// paging, the staff list's area and table filter, the smsToken of a new reservation, the reservation parsing rules,
// and ManageTimeslots guarding the timeslots it names (spec §6).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../core/permissions';
import { demoPassword } from '../../server/seed/demo-accounts';
import { demo, emulatorSignUp } from '../support/test-server';
import { bookingPayload } from './api-surface';
import { at, dayAhead, frontOfHouseServer, type ReservationDto } from './front-of-house-kit';

const { server, foh } = await frontOfHouseServer();

/** A signed-in staff member of `demo` whose role holds exactly `permissions`; returns the email to call as. */
async function staffWith(...permissions: Permission[]): Promise<string> {
  const email = `spec-${randomUUID().slice(0, 8)}@example.test`;
  const role = await server.app.services.roles.create('demo', { name: `Spec ${randomUUID().slice(0, 8)}`, description: '', permissions });
  const { uid } = await emulatorSignUp(email, demoPassword);
  await server.app.services.users.insertUser({ id: uid, email, type: 'Restaurant', restaurantId: 'demo', roleId: role._id });
  return email;
}

describe('GET /reservations/LoadReservation', () => {
  it('by id for staff holding ReadReservations of its restaurant; the token stays the guest key', async () => {
    const [row] = await foh.book(dayAhead(70), ['T4'], [12], [14]);
    const id = (row as ReservationDto)._id;
    const url = `/api/reservations/LoadReservation?id=${id}`;

    const staff = await server.call({ method: 'GET', url, as: demo.host });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json()).toMatchObject({ _id: id, restaurantId: 'demo', tables: ['T4'] });

    const anonymous = await server.call({ method: 'GET', url, headers: { 'x-restaurant-id': 'demo' } });
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, 'invalid_auth_header']);
    const withoutRead = await server.call({ method: 'GET', url, as: await staffWith('ViewAnalytics') });
    expect([withoutRead.statusCode, withoutRead.json().error]).toEqual([403, 'missing_permission']);
    const otherRestaurant = await server.call({ method: 'GET', url, as: demo.owner2 });
    expect([otherRestaurant.statusCode, otherRestaurant.json().error]).toEqual([404, 'not_found']);

    const token = staff.json().token as string;
    const guest = await server.call({ method: 'GET', url: `/api/reservations/LoadReservation?token=${token}` });
    expect([guest.statusCode, guest.json()._id]).toEqual([200, id]);

    const both = await server.call({ method: 'GET', url: `${url}&token=${token}`, as: demo.host });
    expect([both.statusCode, both.json().error]).toEqual([400, 'invalid_request']);
    const neither = await server.call({ method: 'GET', url: '/api/reservations/LoadReservation', as: demo.host });
    expect([neither.statusCode, neither.json().error]).toEqual([400, 'invalid_request']);
  });
});

describe('public GET /specials', () => {
  it('honours query, limit and skip, and still shows enabled specials only', async () => {
    const tag = `Spec${randomUUID().slice(0, 6)}`;
    const titles = ['A', 'B', 'C'].map((letter) => `${tag} ${letter}`);
    for (const [index, title] of [...titles, `${tag} hidden`].entries()) {
      const created = await server.call({ method: 'POST', url: '/api/specials', as: demo.owner, payload: { title: { en: title }, enabled: index < 3 } });
      expect(created.statusCode, created.body).toBe(201);
    }
    const list = async (query: string) => {
      const reply = await server.call({ method: 'GET', url: `/api/specials?${query}`, headers: { 'x-restaurant-id': 'demo' } });
      expect(reply.statusCode, reply.body).toBe(200);
      return (reply.json().items as { title: { en: string } }[]).map((special) => special.title.en);
    };
    expect(await list(`query=${tag}`)).toEqual(titles);
    expect(await list(`query=${tag.toLowerCase()}&limit=1&skip=1`)).toEqual([titles[1]]);
    expect(await list(`query=${tag}&skip=2`)).toEqual([titles[2]]);
    expect(await list('')).toEqual(expect.arrayContaining(titles));
    const bad = await server.call({ method: 'GET', url: '/api/specials?limit=0', headers: { 'x-restaurant-id': 'demo' } });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'invalid_request']);
  });
});

describe('GET /reservations (staff list)', () => {
  it('reads level and tableNumber from the query (spec §2)', async () => {
    const date = dayAhead(71);
    await foh.book(date, ['T5'], [12], [14]);
    await foh.book(date, ['T6'], [12], [14]);
    const startTime = at(date, 0);
    const list = async (query: string) => {
      const reply = await foh.call('GET', `/api/reservations?startTime=${encodeURIComponent(startTime)}&${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().items as ReservationDto[];
    };
    const onT5 = await list('level=Terrace&tableNumber=T5');
    expect(onT5.length).toBeGreaterThan(0);
    expect(onT5.every((row) => row.level === 'Terrace' && row.tableNumber === 'T5')).toBe(true);
    const terrace = await list('level=Terrace');
    expect(terrace.every((row) => row.level === 'Terrace')).toBe(true);
    expect(terrace.some((row) => row.tableNumber === 'T6')).toBe(true);
    expect(await list('level=No%20such%20area')).toEqual([]);
  });
});

describe('smsToken', () => {
  it('is a short random token stored with each new reservation and shown to staff', async () => {
    const [first] = await foh.book(dayAhead(72), ['T1'], [12], [14]);
    const [second] = await foh.book(dayAhead(72), ['T2'], [12], [14]);
    const tokens = [first, second].map((row) => (row as ReservationDto & { smsToken: string | null }).smsToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{6,16}$/);
    expect(tokens[0]).not.toBe(tokens[1]);

    const guest = await server.call({
      method: 'POST',
      url: '/api/reservations/request',
      headers: { 'x-restaurant-id': 'demo' },
      payload: bookingPayload(),
    });
    expect(guest.statusCode, guest.body).toBe(201);
    const stored = (await foh.get(guest.json().reservation._id)) as ReservationDto & { smsToken: string | null };
    expect(stored.smsToken).toMatch(/^[A-Za-z0-9]{6,16}$/);
    expect(guest.json().reservation).not.toHaveProperty('smsToken');
  });
});

describe('unextend (spec §4)', () => {
  it('returns the end to originalEndTime, the end the booking was made with', async () => {
    const date = dayAhead(74);
    const [row] = await foh.book(date, ['T7'], [12], [14]);
    const booked = row as ReservationDto;
    // Staff lengthen the booking to 15:00, then extend and unextend it.
    const edited = await foh.call('PUT', '/api/reservations', {
      _id: booked._id,
      level: 'Terrace',
      tableNumbers: ['T7'],
      customer: booked.customer,
      partySize: booked.partySize,
      startTime: at(date, 12),
      endTime: at(date, 15),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await foh.get(booked._id)).endTime).toBe(at(date, 15));
    expect((await foh.action('extend', booked._id)).statusCode).toBe(200);
    const unextended = await foh.action('unextend', booked._id);
    expect(unextended.statusCode, unextended.body).toBe(200);
    const after = await foh.get(booked._id);
    expect({ endTime: after.endTime, extendedTo: after.extendedTo }).toEqual({ endTime: booked.originalEndTime, extendedTo: null });
    expect(after.endTime).toBe(at(date, 14));
  });
});

describe('reservation parsing (spec §5)', () => {
  it("coerces a numeric partySize, empties the literal 'undefined' and treats null optional values as absent", async () => {
    const name = foh.guest('Parsed');
    const list = await foh.create({
      _id: null,
      level: 'Terrace',
      tableNumbers: ['T3'],
      startTime: at(dayAhead(73), 12),
      endTime: at(dayAhead(73), 14),
      partySize: '4',
      customer: { name, phone: 'undefined', email: 'undefined' },
      allowOverlap: null,
    });
    const row = list.find((entry) => entry.customer.name === name);
    expect(row).toMatchObject({ partySize: 4, customer: { name, phone: '', email: '' }, allowOverlap: false });

    const refused = await foh.call('POST', '/api/reservations', { level: 'Terrace', tableNumbers: ['T3'], partySize: '4 guests', customer: { name } });
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'invalid_request']);
    const unnamed = await foh.call('POST', '/api/reservations', { level: 'Terrace', tableNumbers: ['T3'], customer: { name: 'undefined' } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fieldErrors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'Name', kind: 'MissingValue' })]));
  });
});

describe('ManageTimeslots', () => {
  const slots = { monday: [{ start: 720, end: 840 }] };
  it('guards the timeslots of areas and specials: ManageAreas alone edits everything else', async () => {
    const areasOnly = await staffWith('ManageAreas');
    const both = await staffWith('ManageAreas', 'ManageTimeslots');
    const area = { name: `Spec ${randomUUID().slice(0, 6)}`, localizedNames: { en: 'Spec' } };

    const withSlots = await server.call({ method: 'POST', url: '/api/areas', as: areasOnly, payload: { ...area, timeslots: slots } });
    expect([withSlots.statusCode, withSlots.json().error]).toEqual([403, 'missing_permission']);
    const plain = await server.call({ method: 'POST', url: '/api/areas', as: areasOnly, payload: area });
    expect(plain.statusCode, plain.body).toBe(201);
    const id = plain.json()._id as string;
    const slotted = await server.call({ method: 'PUT', url: `/api/areas/${id}`, as: both, payload: { ...area, timeslots: slots } });
    expect(slotted.statusCode, slotted.body).toBe(200);
    // Same timeslots, another name: no timeslot changes.
    const renamed = await server.call({ method: 'PUT', url: `/api/areas/${id}`, as: areasOnly, payload: { ...area, sorting: 5, timeslots: slots } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const cleared = await server.call({ method: 'PUT', url: `/api/areas/${id}`, as: areasOnly, payload: area });
    expect([cleared.statusCode, cleared.json().error]).toEqual([403, 'missing_permission']);

    const special = { title: { en: 'Spec special' } };
    const specialWithSlots = await server.call({ method: 'POST', url: '/api/specials', as: areasOnly, payload: { ...special, timeslots: [{ start: 720, end: 840 }] } });
    expect([specialWithSlots.statusCode, specialWithSlots.json().error]).toEqual([403, 'missing_permission']);
    const created = await server.call({ method: 'POST', url: '/api/specials', as: both, payload: { ...special, timeslots: [{ start: 720, end: 840 }] } });
    expect(created.statusCode, created.body).toBe(201);
    const specialUrl = `/api/specials/${created.json()._id as string}`;
    const retitled = await server.call({ method: 'PUT', url: specialUrl, as: areasOnly, payload: { title: { en: 'Renamed' }, timeslots: [{ start: 720, end: 840 }] } });
    expect(retitled.statusCode, retitled.body).toBe(200);
    const moved = await server.call({ method: 'PUT', url: specialUrl, as: areasOnly, payload: { ...special, timeslots: [{ start: 1080, end: 1200 }] } });
    expect([moved.statusCode, moved.json().error]).toEqual([403, 'missing_permission']);
    const stored = await server.call({ method: 'GET', url: specialUrl, as: both });
    expect(stored.json()).toMatchObject({ title: { en: 'Renamed' }, timeslots: [{ start: 720, end: 840 }] });
  });
});
