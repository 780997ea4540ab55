// What the tests of two tablets editing one booking offline share (docs/decisions/005 rule 3): an edit through
// PUT /reservations naming its fields in `changed` with the tablet's `deviceTime`, sent under its own Idempotency-Key,
// and bookings of their own to edit.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { actionsLog, reservations } from '../../server/platform/db/schema';
import { demo, type TestServer } from '../support/test-server';
import { dayAhead, type FohClient, type ReservationDto } from './front-of-house-kit';

/** A device time `minutes` before now (an edit made offline a while ago). */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export interface TabletEdit {
  key: string;
  body: Record<string, unknown>;
  /** Each tablet is its own staff member. */
  as: string;
}

/**
 * An edit through PUT /reservations with named fields: the booking as the server had it when the tablets went offline,
 * with the host's fields on top and named in `changed` (the sync batch's edit command is merged the same way).
 */
export function tabletEdit(row: ReservationDto, fields: Record<string, unknown>, changed: string[], deviceTime: string, as: string = demo.host, key: string = randomUUID()): TabletEdit {
  const body = { _id: row._id, customer: row.customer, partySize: row.partySize, level: row.level, tableNumbers: [row.tableNumber], ...fields, changed, deviceTime };
  return { key, body, as };
}

export function tabletEdits(server: TestServer, foh: FohClient) {
  const send = (edit: TabletEdit) => foh.call('PUT', '/api/reservations', edit.body, { as: edit.as, headers: { 'idempotency-key': edit.key } });

  async function sendOk(edit: TabletEdit) {
    const reply = await send(edit);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply;
  }

  async function storedRow(id: string) {
    const [row] = await server.database.db.select().from(reservations).where(and(eq(reservations.restaurantId, 'demo'), eq(reservations.id, id)));
    if (!row) throw new Error(`no reservation ${id}`);
    return row;
  }

  const logEntriesOf = async (key: string) => (await server.database.db.select().from(actionsLog).where(eq(actionsLog.actionId, key))).length;

  let nextDay = 40;
  /** A fresh booking on its own day (tests never meet each other's rows). */
  async function booking(extra: Record<string, unknown> = {}, tables = ['T3']) {
    const date = dayAhead(nextDay++);
    const [row] = (await foh.book(date, tables, [19], [21], { note: 'Original', ...extra })) as [ReservationDto];
    return { row, date };
  }

  /** Runs the same edits against two fresh bookings, in one arrival order and in the reverse one. */
  async function bothOrders(
    make: (row: ReservationDto, date: string) => TabletEdit[],
    extra: Record<string, unknown> = {},
  ): Promise<{ forward: ReservationDto; backward: ReservationDto; date: [string, string] }> {
    const first = await booking(extra);
    for (const edit of make(first.row, first.date)) await sendOk(edit);
    const second = await booking(extra);
    for (const edit of make(second.row, second.date).reverse()) await sendOk(edit);
    return { forward: await foh.get(first.row._id), backward: await foh.get(second.row._id), date: [first.date, second.date] };
  }

  return { send, sendOk, storedRow, logEntriesOf, booking, bothOrders };
}
