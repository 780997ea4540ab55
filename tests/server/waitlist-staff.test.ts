// The staff waitlist (spec §7): list with filters, edit, delete, and turning an entry into a reservation when a
// table frees up — the guest is emailed in their language (written as .eml without SMTP_URL), the entry is marked,
// the change is logged and applied once per Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsLog, reservations, waitlist } from '../../server/platform/db/schema';
import { createTestServer, demo, type TestServer } from '../support/test-server';
import { snapshotDatabase, tableChanges } from './api-surface';
import { throwaways } from './throwaways';
import { at, dayAhead, fohClient, type ReservationDto } from './front-of-house-kit';

interface EntryDto {
  _id: string;
  day: string;
  level: string | null;
  partySize: number;
  customer: { name: string; phone: string; email: string };
  note: string | null;
  language: string | null;
  notifiedAt: string | null;
  reservationId: string | null;
  convertedAt: string | null;
}

let server: TestServer;
let foh: ReturnType<typeof fohClient>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'covers-waitlist-'));
  server = await createTestServer({ dataDir });
  foh = fohClient(server);
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A guest joins the waitlist of a day that is full (a private party, gone again once the guest waits: tables for staff to give). */
async function join(day: string, overrides: Record<string, unknown> = {}): Promise<EntryDto> {
  const freeDay = await throwaways(server.app).fullDay(day);
  const reply = await server.call({
    method: 'POST',
    url: '/api/waitlist',
    restaurant: 'demo',
    payload: { day, level: 'Terrace', partySize: 2, customer: { name: foh.guest('Waiting'), phone: '+49 151 1234567', email: `wait-${randomUUID()}@example.test` }, language: 'es', ...overrides },
  });
  await freeDay();
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as EntryDto;
}

async function mailsTo(address: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return mails.filter((mail) => mail.includes(address));
}

describe('staff waitlist', () => {
  it('lists waiting guests by day, area and party size, oldest first', async () => {
    const day = dayAhead(60);
    const a = await join(day, { partySize: 2 });
    const b = await join(day, { partySize: 4, level: 'Dining Room' });
    const c = await join(day, { partySize: 4, level: undefined });
    const all = await foh.call('GET', `/api/waitlist?day=${day}`);
    expect(all.statusCode, all.body).toBe(200);
    expect((all.json().items as EntryDto[]).map((e) => e._id)).toEqual([a._id, b._id, c._id]);
    expect(all.json().total).toBe(3);
    const fours = await foh.call('GET', `/api/waitlist?day=${day}&partySize=4&level=Dining%20Room`);
    // an entry without an area waits for any area
    expect((fours.json().items as EntryDto[]).map((e) => e._id)).toEqual([b._id, c._id]);
    const paged = await foh.call('GET', `/api/waitlist?day=${day}&limit=1&skip=1`);
    expect((paged.json().items as EntryDto[]).map((e) => e._id)).toEqual([b._id]);
    const otherTenant = await foh.call('GET', `/api/waitlist?day=${day}`, undefined, { as: demo.owner2 });
    expect(otherTenant.json().items).toEqual([]);
  });

  it('edits and deletes an entry, logging both', async () => {
    const day = dayAhead(61);
    const entry = await join(day);
    const edited = await foh.call('PUT', `/api/waitlist/${entry._id}`, { day, level: 'Dining Room', partySize: 5, customer: { ...entry.customer, name: 'Renamed Guest' }, note: 'Flexible' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ partySize: 5, level: 'Dining Room', note: 'Flexible', language: 'es', customer: { name: 'Renamed Guest' } });
    const removed = await foh.call('DELETE', `/api/waitlist/${entry._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await server.database.db.select().from(waitlist).where(eq(waitlist.id, entry._id))).toEqual([]);
    const log = await server.database.db.select().from(actionsLog).where(eq(actionsLog.entityId, entry._id));
    expect(log.map((e) => e.action).sort()).toEqual(['deleteWaitlistEntry', 'updateWaitlistEntry']);
    const before = await snapshotDatabase(server.database.db);
    expect((await foh.call('DELETE', `/api/waitlist/${entry._id}`)).statusCode).toBe(404);
    expect((await foh.call('PUT', `/api/waitlist/${entry._id}`, { day, partySize: 2, customer: entry.customer })).statusCode).toBe(404);
    expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([]);
  });

  it('turns an entry into a reservation once and emails the guest in their language', async () => {
    const day = dayAhead(62);
    const entry = await join(day, { partySize: 3, note: 'Window please' });
    const key = randomUUID();
    const body = { level: 'Terrace', tableNumbers: ['T6'], startTime: at(day, 18), endTime: at(day, 20) };
    const reply = await foh.call('POST', `/api/waitlist/${entry._id}/reservation`, body, { headers: { 'idempotency-key': key } });
    expect(reply.statusCode, reply.body).toBe(200);
    const converted = reply.json() as { entry: EntryDto; reservation: ReservationDto; emailTo: string };
    expect(converted.reservation).toMatchObject({ partySize: 3, tableNumber: 'T6', note: 'Window please', language: 'es', customer: entry.customer, creatorId: 'demo-host' });
    expect(converted.entry).toMatchObject({ reservationId: converted.reservation._id });
    expect(converted.emailTo).toBe(entry.customer.email);

    const mails = await mailsTo(entry.customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Hay una mesa libre para ti en Trattoria Demo');
    const [stored] = await server.database.db.select().from(waitlist).where(eq(waitlist.id, entry._id));
    expect(stored?.notifiedAt).toBeInstanceOf(Date);
    const [row] = await server.database.db.select().from(reservations).where(eq(reservations.id, converted.reservation._id));
    expect(row?.notifiedAt).toBeInstanceOf(Date);

    // a replay answers the same and sends nothing again; a second conversion is refused
    const replay = await foh.call('POST', `/api/waitlist/${entry._id}/reservation`, body, { headers: { 'idempotency-key': key } });
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(replay.json()).toEqual(reply.json());
    expect(await mailsTo(entry.customer.email)).toHaveLength(1);
    const again = await foh.call('POST', `/api/waitlist/${entry._id}/reservation`, { ...body, tableNumbers: ['T7'] });
    expect([again.statusCode, again.json().error]).toEqual([409, 'conflict']);
    // converted entries no longer wait
    const list = await foh.call('GET', `/api/waitlist?day=${day}`);
    expect((list.json().items as EntryDto[]).some((e) => e._id === entry._id)).toBe(false);
    const log = await server.database.db.select().from(actionsLog).where(eq(actionsLog.entityId, entry._id));
    expect(log.map((e) => e.action)).toEqual(['convertWaitlistEntry']);
  });

  it('a conversion onto a taken table is refused without the override and keeps the entry waiting', async () => {
    const day = dayAhead(63);
    await foh.book(day, ['T8'], [18], [20]);
    const entry = await join(day);
    const body = { level: 'Terrace', tableNumbers: ['T8'], startTime: at(day, 18, 30), endTime: at(day, 20, 30) };
    const before = await snapshotDatabase(server.database.db);
    const refused = await foh.call('POST', `/api/waitlist/${entry._id}/reservation`, body);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'table_occupied']);
    const invalid = await foh.call('POST', `/api/waitlist/${entry._id}/reservation`, { ...body, tableNumbers: [] });
    expect([invalid.statusCode, invalid.json().fieldErrors?.[0]]).toEqual([400, expect.objectContaining({ field: 'Table', kind: 'MissingValue' })]);
    expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([]);
    const forced = await foh.call('POST', `/api/waitlist/${entry._id}/reservation`, { ...body, allowOverlap: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().reservation.allowOverlap).toBe(true);
  });
});
