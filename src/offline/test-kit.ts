// Test support for the offline layer: a fresh fake-indexeddb database per test, and a small in-memory server that
// speaks the API's contract for host changes (server/routes/reservations.ts, blockers.ts, change-reply.ts): action ids
// and Idempotency-Keys applied once with the first answer replayed (`Idempotent-Replayed`), the same id with another
// body refused, refusals keeping nothing, 401 for unknown tokens, rule refusals as 409 with the core's code, 404 for
// unknown ids. It decides with the same rules the tablet uses (core's applyReservationAction via ./local-apply.ts).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { errorStatus, type ErrorCode } from '../../core/errors';
import type { Blocker } from '../../core/schemas/front-of-house';
import type { Table } from '../../core/schemas/floor';
import type { Reservation } from '../../core/schemas/reservations';
import { localDateOf, toInstant } from '../../core/time';
import { OfflineDb } from './db';
import type { DaySource } from './day-store';
import { applyOperation, withOutcome, type LocalState } from './local-apply';
import type { Operation, ReservationChanges } from './operations';
import type { Transport, TransportRequest, TransportResponse } from './requests';

export const zone = 'Europe/Berlin';
export const restaurantId = 'demo';
export const date = '2030-06-01';
/** A local hour:minute on the test day, as an ISO instant. */
export const at = (hours: number, minutes = 0, day = date) => toInstant(day, hours * 60 + minutes, zone).toISOString();
/** The test clock: 12:30 on the test day. */
export const noon = Date.parse(at(12, 30));

let dbCounter = 0;
/** A database of its own (a tablet); pass the same factory again to "reload" the page over the same storage. */
export function testDb(factory: IDBFactory = new IDBFactory()): { db: OfflineDb; factory: IDBFactory } {
  return { db: new OfflineDb(`offline-test-${++dbCounter}`, { indexedDB: factory, IDBKeyRange }), factory };
}
export function reopen(db: OfflineDb, factory: IDBFactory): OfflineDb {
  return new OfflineDb(db.name, { indexedDB: factory, IDBKeyRange });
}

export const tables: Table[] = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'].map((tableNumber, i) => ({
  _id: `table-${tableNumber}`,
  label: tableNumber,
  tableNumber,
  key: `Terrace-${tableNumber}`,
  level: 'Terrace',
  bookable: true,
  overflow: false,
  frontendGroupOrder: i,
  combinations: [],
  minCovers: 1,
  maxCovers: 4,
}));

export function reservation(id: string, tableNumber: string, from: [number, number?], to: [number, number?], extra: Partial<Reservation> = {}): Reservation {
  const start = at(from[0], from[1] ?? 0);
  const end = at(to[0], to[1] ?? 0);
  return {
    _id: id,
    restaurantId,
    creatorId: 'owner',
    editorId: 'owner',
    deletedBy: null,
    specialId: null,
    areaGroupId: null,
    linkedReservationId: null,
    customer: { name: `Guest ${id}`, phone: '', email: '' },
    level: 'Terrace',
    tableNumber,
    partySize: 2,
    startTime: start,
    endTime: end,
    originalStartTime: start,
    originalEndTime: end,
    createdAt: at(9),
    updatedAt: at(9),
    checkedIn: false,
    checkedInAt: null,
    extendedTo: null,
    leftAt: null,
    notifiedAt: null,
    deletedAt: null,
    note: null,
    color: null,
    referralCode: null,
    language: null,
    allowOverlap: false,
    ...extra,
  };
}

export interface FakeRequest extends TransportRequest {
  token: string | null;
}

interface Stored {
  fingerprint: string;
  response: TransportResponse;
}

type Hook = (request: FakeRequest) => TransportResponse | 'network-error' | 'drop-response' | undefined;

/** The fake API. `hooks` run before each request: answer for the server, fail it, or apply it and lose the answer. */
export class FakeServer implements Transport {
  state: LocalState;
  readonly requests: FakeRequest[] = [];
  /** Action ids (Idempotency-Keys) in the order their effect was applied — each at most once. */
  readonly applied: string[] = [];
  readonly stored = new Map<string, Stored>();
  readonly validTokens = new Set<string>(['token-1']);
  readonly forbidden = new Set<string>();
  hooks: Hook[] = [];
  now = noon;
  actorId = 'host';
  private blockerCounter = 0;

  constructor(reservations: Reservation[] = [], blockers: Blocker[] = []) {
    this.state = { restaurantId, timeZone: zone, reservations, blockers, tables };
  }

  row(id: string): Reservation | undefined {
    return this.state.reservations.find((row) => row._id === id);
  }

  /** The day store's source: what GET /reservations/matrix and GET /tables, /areas answer. */
  source(): DaySource {
    return {
      day: async (_restaurantId, day) => ({
        timeZone: zone,
        reservations: this.state.reservations.filter((row) => row.deletedAt === null && localDateOf(Date.parse(row.startTime), zone) === day).map((row) => ({ ...row })),
        blockers: this.state.blockers.map((b) => ({ ...b })),
        tables: tables.map(({ _id, key, label, level, tableNumber }) => ({ _id, key, label, level, tableNumber })),
      }),
      floor: async () => ({ tables, areas: [] }),
    };
  }

  async send(request: TransportRequest, token: string | null): Promise<TransportResponse> {
    const call: FakeRequest = { ...request, token };
    this.requests.push(call);
    let dropResponse = false;
    for (const hook of this.hooks) {
      const outcome = hook(call);
      if (outcome === 'network-error') throw new TypeError('fetch failed');
      if (outcome === 'drop-response') dropResponse = true;
      else if (outcome) return outcome;
    }
    const response = this.handle(call);
    // "Crash between send and acknowledgement": the server applied it, the tablet never hears back.
    if (dropResponse) throw new TypeError('connection reset');
    return response;
  }

  private handle(request: FakeRequest): TransportResponse {
    if (!request.token || !this.validTokens.has(request.token)) return refusal('invalid_token', 'Token expired', 401);
    if (this.forbidden.has(request.path.split('/')[1] ?? '')) return refusal('missing_permission', 'Permission revoked', 403);
    if (request.method === 'GET') return this.read(request.path);
    const key = request.headers['idempotency-key'] ?? (request.body as { actionId?: string } | undefined)?.actionId;
    const fingerprint = JSON.stringify([request.method, request.path, request.body ?? null]);
    if (key) {
      const stored = this.stored.get(key);
      if (stored) {
        if (stored.fingerprint !== fingerprint) return refusal('idempotency_key_reused', `Action id ${key} was already used for a different request`);
        return { ...stored.response, replayed: true };
      }
    }
    const response = this.change(request);
    // Refusals keep nothing (docs/decisions/003): the same id is evaluated afresh next time.
    if (key && response.status < 300) {
      this.stored.set(key, { fingerprint, response });
      this.applied.push(key);
    }
    return response;
  }

  private read(path: string): TransportResponse {
    const one = /^\/reservations\/([^/?]+)$/.exec(path);
    if (one) {
      const row = this.row(decodeURIComponent(one[1] as string));
      return row ? ok(row) : refusal('not_found', 'No reservation');
    }
    const mapped = /^\/reservations\/mapped\?date=(.+)$/.exec(path);
    if (mapped) {
      const rows = this.state.reservations.filter((row) => row.deletedAt === null && localDateOf(Date.parse(row.startTime), zone) === mapped[1]);
      return ok(Object.fromEntries(rows.map((row) => [row._id, row])));
    }
    return refusal('not_found', `No route ${path}`);
  }

  private apply(op: Operation): ReturnType<typeof applyOperation> {
    let n = 0;
    const outcome = applyOperation(this.state, op, { now: this.now, actorId: this.actorId, newId: () => `srv-${++n}-${Math.random().toString(36).slice(2, 8)}` });
    if (outcome.ok) this.state = withOutcome(this.state, outcome);
    return outcome;
  }

  private change(request: FakeRequest): TransportResponse {
    const body = request.body as Record<string, unknown>;
    const dayList = (id: string) => {
      const day = localDateOf(Date.parse((this.row(id) as Reservation).startTime), zone);
      return this.state.reservations.filter((row) => row.deletedAt === null && localDateOf(Date.parse(row.startTime), zone) === day);
    };
    if (request.method === 'POST' && request.path === '/reservations/actions') {
      const action = body.action as Extract<Operation, { kind: 'action' }>['action'];
      const outcome = this.apply({ kind: 'action', action });
      if (!outcome.ok) return refusal(outcome.code, outcome.message);
      const target = this.row(action.reservationId) as Reservation;
      const group = this.state.reservations.filter((row) => (row.linkedReservationId ?? row._id) === (target.linkedReservationId ?? target._id));
      return ok({ actionId: body.actionId, reservations: group });
    }
    if (request.method === 'POST' && request.path === '/reservations') {
      const outcome = this.apply({ kind: 'createReservation', input: body as never });
      return outcome.ok ? ok(dayList(body._id as string)) : refusal(outcome.code, outcome.message);
    }
    if (request.method === 'PUT' && request.path === '/reservations') {
      // PUT sends the whole form; what it leaves out of times, note, colour, language and special is kept.
      const changes: ReservationChanges = { customer: body.customer as ReservationChanges['customer'], partySize: body.partySize as number, level: body.level as string, tableNumbers: body.tableNumbers as string[] };
      for (const key of ['startTime', 'endTime', 'note', 'color', 'language', 'specialId'] as const) if (key in body) (changes as Record<string, unknown>)[key] = body[key];
      const outcome = this.apply({ kind: 'updateReservation', reservationId: body._id as string, changes, allowOverlap: body.allowOverlap as boolean });
      return outcome.ok ? ok(dayList(body._id as string)) : refusal(outcome.code, outcome.message);
    }
    if (request.method === 'POST' && request.path === '/reservations/swap') {
      const outcome = this.apply({ kind: 'swap', ...(body as { reservationIdA: string; tableId: string }) });
      if (!outcome.ok) return refusal(outcome.code, outcome.message);
      return ok({ reservationA: this.row(body.reservationIdA as string), ...(body.reservationIdB ? { reservationB: this.row(body.reservationIdB as string) } : {}) });
    }
    if (request.method === 'POST' && request.path === '/blockers') {
      const blockerId = `server-blocker-${++this.blockerCounter}`;
      const outcome = this.apply({ kind: 'createBlocker', blockerId, input: body as never });
      return outcome.ok ? { status: 201, body: this.state.blockers.find((b) => b._id === blockerId), replayed: false } : refusal(outcome.code, outcome.message);
    }
    const blocker = /^\/blockers\/(.+)$/.exec(request.path);
    if (blocker) {
      const blockerId = decodeURIComponent(blocker[1] as string);
      const before = this.state.blockers.find((b) => b._id === blockerId);
      const outcome = this.apply(request.method === 'DELETE' ? { kind: 'deleteBlocker', blockerId } : { kind: 'updateBlocker', blockerId, input: body as never });
      if (!outcome.ok) return refusal(outcome.code, outcome.message);
      return ok(request.method === 'DELETE' ? before : this.state.blockers.find((b) => b._id === blockerId));
    }
    return refusal('not_found', `No route ${request.method} ${request.path}`);
  }
}

export const ok = (body: unknown): TransportResponse => ({ status: 200, body, replayed: false });
export function refusal(code: ErrorCode, message: string, status: number = errorStatus[code]): TransportResponse {
  return { status, body: { error: code, message }, replayed: false };
}

/** Timers the test fires by hand (the sync's backoff). */
export function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  return {
    pending,
    set(callback: () => void, ms: number) {
      pending.set(++next, { callback, ms });
      return next;
    },
    clear(handle: unknown) {
      pending.delete(handle as number);
    },
    /** Fires every scheduled timer; returns their delays. */
    fireAll(): number[] {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.callback();
      return due.map((timer) => timer.ms);
    },
  };
}
