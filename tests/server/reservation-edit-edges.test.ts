// The edges of the conflict rule for offline edits (docs/decisions/005 rules 3 and 4): an edit without `changed` is
// dated by the server clock, a device clock ahead of the server counts as the server's, the tables are decided by the
// server whatever the clocks say, a losing edit logs nothing, and malformed `changed` or `deviceTime` is refused.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demo } from '../support/test-server';
import { snapshotDatabase, tableChanges } from './api-surface';
import { at, frontOfHouseServer } from './front-of-house-kit';
import { minutesAgo, tabletEdit, tabletEdits } from './reservation-edit-kit';

const { server, foh } = await frontOfHouseServer();
const { sendOk, storedRow, logEntriesOf, booking } = tabletEdits(server, foh);

describe('PUT /api/reservations with changed and deviceTime', () => {
  it('an edit sent without changed is applied as it arrives and dates what it changed by the server clock', async () => {
    const { row } = await booking();
    const online = await foh.call('PUT', '/api/reservations', { _id: row._id, customer: row.customer, partySize: row.partySize, level: 'Terrace', tableNumbers: ['T3'], note: 'Online' });
    expect(online.statusCode, online.body).toBe(200);
    const clock = (await storedRow(row._id)).fieldClock;
    // the plain edit changed the note only: the guest fields it sent unchanged are not dated
    expect(Object.keys(clock)).toEqual(['note']);
    // made offline before the online edit, arriving after it: the note stays the online one, the party size is taken
    await sendOk(tabletEdit(row, { note: 'Offline', partySize: 8 }, ['note', 'partySize'], minutesAgo(3)));
    expect(await foh.get(row._id)).toMatchObject({ note: 'Online', partySize: 8 });
  });

  it('a device time ahead of the server is taken as the server time', async () => {
    const { row } = await booking();
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const before = Date.now();
    await sendOk(tabletEdit(row, { note: 'Clock a day ahead' }, ['note'], tomorrow, demo.owner));
    const stamped = Date.parse((await storedRow(row._id)).fieldClock.note?.at ?? '');
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(Date.now());
    // an edit made after it arrived (by an honest clock) wins, as it would have without the fast clock
    await sendOk(tabletEdit(row, { note: 'Made afterwards' }, ['note'], new Date(Date.now() + 1).toISOString(), demo.host));
    expect((await foh.get(row._id)).note).toBe('Made afterwards');
  });

  it('the tables are decided by the server: a move applies even when the edit loses every field it names', async () => {
    const { row } = await booking();
    await sendOk(tabletEdit(row, { note: 'Later note' }, ['note'], minutesAgo(5), demo.host));
    await sendOk({ ...tabletEdit(row, { note: 'Earlier note', tableNumbers: ['T6'] }, ['note'], minutesAgo(10), demo.owner) });
    expect(await foh.get(row._id)).toMatchObject({ note: 'Later note', tableNumber: 'T6' });
  });

  it('a losing edit that changes nothing logs nothing', async () => {
    const { row } = await booking();
    await sendOk(tabletEdit(row, { note: 'Later note' }, ['note'], minutesAgo(5), demo.host));
    const losing = tabletEdit(row, { note: 'Earlier note' }, ['note'], minutesAgo(10), demo.owner);
    await sendOk(losing);
    expect(await logEntriesOf(losing.key)).toBe(0);
    expect((await foh.get(row._id)).note).toBe('Later note');
  });

  it('refuses malformed changed and deviceTime with 400 invalid_request and changes nothing', async () => {
    const { row, date } = await booking();
    const base = tabletEdit(row, { note: 'x' }, ['note'], minutesAgo(1)).body;
    const cases: [string, Record<string, unknown>, Record<string, string>?][] = [
      ['an unknown field', { ...base, changed: ['note', 'tableNumbers'] }],
      ['changed not a list', { ...base, changed: 'note' }],
      ['deviceTime not an instant', { ...base, deviceTime: 'yesterday evening' }],
      ['deviceTime without a zone', { ...base, deviceTime: '2026-11-20T19:00:00' }],
      ['changed without deviceTime', { ...base, deviceTime: undefined }],
      ['deviceTime without changed', { ...base, changed: undefined }],
      ['a named note that is not sent', { ...base, note: undefined }],
      ['half a time slot', { ...base, changed: ['startTime'], startTime: at(date, 20) }],
      ['no Idempotency-Key', base, {}],
    ];
    for (const [what, body, headers] of cases) {
      const before = await snapshotDatabase(server.database.db);
      const reply = await foh.call('PUT', '/api/reservations', body, { headers: headers ?? { 'idempotency-key': randomUUID() } });
      expect([reply.statusCode, reply.json().error], `${what}: ${reply.body}`).toEqual([400, 'invalid_request']);
      expect(tableChanges(before, await snapshotDatabase(server.database.db)), what).toEqual([]);
    }
    const unknown = await foh.call('PUT', '/api/reservations', { ...base, changed: ['tableNumbers'] }, { headers: { 'idempotency-key': randomUUID() } });
    expect(unknown.json().message).toMatch(/changed/);
    const keyless = await foh.call('PUT', '/api/reservations', base);
    expect(keyless.json().message).toMatch(/Idempotency-Key/);
  });
});
