// How a queued entry becomes an HTTP request, and how the server's answer goes back into the day store. The request is
// built once, stored on the entry before its first send, and re-sent unchanged after any failure: the server applies
// an action id once and hands the first answer to every replay (docs/decisions/003), and it would refuse the same id
// with a different body (idempotency_key_reused).
import { groupKey } from '../../core/reservations';
import type { Blocker, EditableField, SwapResponse } from '../../core/schemas/front-of-house';
import type { Reservation } from '../../core/schemas/reservations';
import { localDateOf } from '../../core/time';
import type { z } from 'zod';
import type { OfflineDb } from './db';
import { storedBlocker, storedReservation, timeZoneOf } from './day-store';
import type { FrozenRequest, QueueEntry, ReservationChanges, StoredBlocker, StoredReservation } from './operations';
import { uuidV7Time } from './uuid-v7';

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api, e.g. `/reservations/actions`. */
  path: string;
  body?: unknown;
  headers: Record<string, string>;
}
export interface TransportResponse {
  status: number;
  body: unknown;
  /** `Idempotent-Replayed: true`: the server had applied this id before and answered with the stored result. */
  replayed: boolean;
}
/** Sends one request with the batch's token. Throws when the server cannot be reached (a transient failure). */
export interface Transport {
  send(request: TransportRequest, token: string | null): Promise<TransportResponse>;
}

const at = (id: string) => encodeURIComponent(id);

/** Reads what an edit needs on the server (the current booking) with the batch's token. */
export type Reader = (path: string) => Promise<TransportResponse>;

/** A read failed in a way that settles the entry (the reservation is gone): the caller records it like a send's answer. */
export class ReadRefusal extends Error {
  constructor(readonly response: TransportResponse) {
    super(`read refused with ${response.status}`);
  }
}

/**
 * The PUT /reservations body of an edit: the fields the host changed, named in `changed` with the device time of the
 * edit (a field edited on two tablets goes to the later edit on the server, rule 3), the others as the server has them
 * now (per-field merge, rule 2; docs/decisions/005). A changed time sends the whole slot as the day store applied it —
 * the end moved with the start, or the start kept — since the server takes the slot as one field. Note, colour,
 * language and special are sent only when changed: the server keeps what is left out. `deviceTime` is the time of the
 * entry's UUID v7 — its device time, made strictly increasing on the device with the id (uuid-v7.ts), so a tablet's own
 * edits of one field keep their queue order on the server even across a clock stepping back.
 */
export function editBody(changes: ReservationChanges, allowOverlap: boolean, primary: Reservation, booking: readonly Reservation[], deviceTime: number) {
  const level = changes.level ?? primary.level;
  const tables = [primary, ...booking.filter((row) => row._id !== primary._id && row.deletedAt === null)].filter((row) => row.level === level).map((row) => row.tableNumber);
  const kept = (['note', 'color', 'language', 'specialId'] as const).filter((key) => changes[key] !== undefined);
  const optional = Object.fromEntries(kept.map((key) => [key, changes[key]]));
  const lengthMs = Date.parse(primary.endTime) - Date.parse(primary.startTime);
  const slot =
    changes.startTime === undefined && changes.endTime === undefined
      ? {}
      : {
          startTime: changes.startTime ?? primary.startTime,
          endTime: changes.endTime ?? new Date(Date.parse(changes.startTime as string) + lengthMs).toISOString(),
        };
  const guestFields = (['name', 'phone', 'email'] as const).filter((key) => changes.customer?.[key] !== undefined).map((key) => `customer.${key}` as const);
  const changed: EditableField[] = [
    ...guestFields,
    ...(changes.partySize !== undefined ? (['partySize'] as const) : []),
    ...('startTime' in slot ? (['startTime', 'endTime'] as const) : []),
    ...kept,
  ];
  return {
    _id: primary._id,
    customer: {
      name: changes.customer?.name ?? primary.customer.name,
      phone: changes.customer?.phone ?? primary.customer.phone,
      email: changes.customer?.email ?? primary.customer.email,
    },
    partySize: changes.partySize ?? primary.partySize,
    level,
    tableNumbers: changes.tableNumbers ?? tables,
    ...slot,
    ...optional,
    allowOverlap,
    changed,
    deviceTime: new Date(deviceTime).toISOString(),
  };
}

async function readJson<T>(read: Reader, path: string): Promise<T> {
  const response = await read(path);
  if (response.status < 200 || response.status >= 300) throw new ReadRefusal(response);
  return response.body as T;
}

/** The request an entry sends (reading the current booking first for an edit). */
export async function buildRequest(db: OfflineDb, entry: QueueEntry, read: Reader): Promise<FrozenRequest> {
  const { op } = entry;
  switch (op.kind) {
    case 'action':
      return { method: 'POST', path: '/reservations/actions', body: { actionId: entry.id, action: op.action } };
    case 'createReservation':
      return { method: 'POST', path: '/reservations', body: op.input };
    case 'updateReservation': {
      let primary = await readJson<Reservation>(read, `/reservations/${at(op.reservationId)}`);
      if (primary.linkedReservationId) primary = await readJson<Reservation>(read, `/reservations/${at(primary.linkedReservationId)}`);
      let booking: Reservation[] = [primary];
      if (op.changes.tableNumbers === undefined) {
        const timeZone = await timeZoneOf(db, entry.restaurantId);
        const day = await readJson<Record<string, Reservation>>(read, `/reservations/mapped?date=${localDateOf(Date.parse(primary.startTime), timeZone)}`);
        booking = Object.values(day).filter((row) => groupKey(row) === primary._id);
      }
      return { method: 'PUT', path: '/reservations', body: editBody(op.changes, op.allowOverlap ?? false, primary, booking, uuidV7Time(entry.id)) };
    }
    case 'swap':
      return {
        method: 'POST',
        path: '/reservations/swap',
        body: { reservationIdA: op.reservationIdA, ...(op.reservationIdB ? { reservationIdB: op.reservationIdB } : {}), tableId: op.tableId, allowOverlap: op.allowOverlap ?? false },
      };
    case 'createBlocker':
      return { method: 'POST', path: '/blockers', body: op.input };
    case 'updateBlocker':
      return { method: 'PUT', path: `/blockers/${at(op.blockerId)}`, body: op.input };
    case 'deleteBlocker':
      return { method: 'DELETE', path: `/blockers/${at(op.blockerId)}` };
  }
}

/** What an answer changed in the server copy: rows written and ids removed. */
export interface Absorbed {
  reservations: StoredReservation[];
  removedReservations: string[];
  blockers: StoredBlocker[];
  removedBlockers: string[];
}

/**
 * Writes the server's answer to an entry into the server copy (call inside the acknowledging transaction). Rows the
 * answer leaves out of the edited booking (dropped extra tables) leave the copy; a blocker created offline takes the
 * server's id, in the store and in every later entry.
 */
export async function absorbAnswer(db: OfflineDb, entry: QueueEntry, body: unknown, receivedAt: number, timeZone: string): Promise<Absorbed> {
  const { restaurantId, op } = entry;
  const absorbed: Absorbed = { reservations: [], removedReservations: [], blockers: [], removedBlockers: [] };
  const putRows = async (rows: readonly Reservation[]) => {
    absorbed.reservations = rows.map((row) => storedReservation(row, timeZone, receivedAt));
    await db.serverReservations.bulkPut(absorbed.reservations);
  };
  switch (op.kind) {
    case 'action':
      await putRows((body as { reservations: Reservation[] }).reservations);
      break;
    case 'createReservation':
    case 'updateReservation': {
      const list = body as Reservation[];
      const named = op.kind === 'createReservation' ? op.input._id : op.reservationId;
      const listedRow = list.find((row) => row._id === named);
      const key = listedRow ? groupKey(listedRow) : named;
      const listed = new Set(list.map((row) => row._id));
      absorbed.removedReservations = (await db.serverReservations.where('[restaurantId+_id]').between([restaurantId, ''], [restaurantId, '\uffff']).toArray())
        .filter((row) => groupKey(row) === key && !listed.has(row._id))
        .map((row) => row._id);
      await db.serverReservations.bulkDelete(absorbed.removedReservations.map((id) => [restaurantId, id] as [string, string]));
      await putRows(list);
      break;
    }
    case 'swap': {
      const swapped = body as z.infer<typeof SwapResponse>;
      await putRows([swapped.reservationA, ...(swapped.reservationB ? [swapped.reservationB] : [])]);
      break;
    }
    case 'createBlocker':
    case 'updateBlocker': {
      const blocker = storedBlocker(body as Blocker, restaurantId, receivedAt);
      await db.serverBlockers.put(blocker);
      absorbed.blockers = [blocker];
      if (op.kind === 'createBlocker' && blocker._id !== op.blockerId) {
        await remapBlocker(db, restaurantId, op.blockerId, blocker._id);
        absorbed.removedBlockers = [op.blockerId];
      }
      break;
    }
    case 'deleteBlocker':
      await db.serverBlockers.delete([restaurantId, op.blockerId]);
      absorbed.removedBlockers = [op.blockerId];
      break;
  }
  return absorbed;
}

/** Later entries (and conflicts) that name a locally created blocker now name the server's blocker. */
async function remapBlocker(db: OfflineDb, restaurantId: string, from: string, to: string): Promise<void> {
  await db.blockers.delete([restaurantId, from]);
  const rename = <T extends { targets: string[]; op: QueueEntry['op'] }>(item: T): void => {
    item.targets = item.targets.map((id) => (id === from ? to : id));
    if ('blockerId' in item.op && item.op.blockerId === from) item.op = { ...item.op, blockerId: to };
  };
  await db.queue.where('targets').equals(from).modify(rename);
  await db.conflicts.where('restaurantId').equals(restaurantId).filter((c) => c.targets.includes(from)).modify(rename);
}
