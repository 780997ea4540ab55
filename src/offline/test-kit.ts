// Test support for the offline layer: a fresh fake-indexeddb database per test, and a small in-memory server that
// speaks the API's contract for queued commands (POST /sync/batch, server/routes/sync-batch.ts): ids applied once with
// the first answer replayed, the same id with another command refused, refusals keeping nothing, 401 for unknown
// tokens, rule refusals as 409 with the core's code, 404 for unknown ids, each item answered as its single route
// answers, stopping at an answer to retry later. It decides with the plans the tablet uses (core/commands).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { Command, isRefusal, plan, reasonParams, refusalWords, withChanges, type DayState, type Refusal } from '../../core/commands';
import { row as bookingRow } from '../../core/commands/test-kit';
import { errorStatus, type ErrorCode } from '../../core/errors';
import { stopsSyncBatch, SyncBatchEnvelope, syncBatchPath, type SyncBatchResult } from '../../core/schemas/sync-batch';
import type { Blocker } from '../../core/schemas/front-of-house';
import type { Table } from '../../core/schemas/floor';
import type { Reservation } from '../../core/schemas/reservations';
import { localDateOf, toInstant } from '../../core/time';
import type { RedeemableVoucher } from '../../core/vouchers/redemption';
import { checkRedemption } from '../../core/vouchers/redemption';
import { OfflineDb } from './db';
import type { DaySource } from './day-store';
import type { Operation } from './operations';
import type { Transport, TransportRequest, TransportResponse } from './transport';

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

/** A row of the demo restaurant's terrace on the test day, from and to a local [hour, minute]. */
export function reservation(id: string, tableNumber: string, from: [number, number?], to: [number, number?], extra: Partial<Reservation> = {}): Reservation {
  const start = at(from[0], from[1] ?? 0);
  const end = at(to[0], to[1] ?? 0);
  return bookingRow(id, {
    restaurantId,
    creatorId: 'owner',
    editorId: 'owner',
    customer: { name: `Guest ${id}`, phone: '', email: '' },
    level: 'Terrace',
    tableNumber,
    startTime: start,
    endTime: end,
    originalStartTime: start,
    originalEndTime: end,
    createdAt: at(9),
    updatedAt: at(9),
    ...extra,
  });
}

/** One item of a batch as the fake server took it (or a read). */
export interface FakeRequest {
  /** The item's id (its Idempotency-Key); absent for a read. */
  id?: string | undefined;
  /** The command's kind, or `GET` for a read. */
  kind: Operation['kind'] | 'GET';
  command?: Operation | undefined;
  /** A read's path. */
  path?: string | undefined;
  token: string | null;
}

interface Stored {
  fingerprint: string;
  response: TransportResponse;
}

type Hook = (request: FakeRequest) => TransportResponse | 'network-error' | 'drop-response' | undefined;

/** The area of the API a command belongs to: a permission revoked there refuses it (403). */
const areaOf = (kind: Operation['kind']) => (kind.endsWith('Blocker') ? 'blockers' : 'reservations');

/** The fake API. `hooks` run before each item: answer for the server, fail it, or apply it and lose the answer. */
export class FakeServer implements Transport {
  state: DayState;
  /** The batch items and reads in the order they arrived. */
  readonly requests: FakeRequest[] = [];
  /** Action ids (Idempotency-Keys) in the order their effect was applied — each at most once. */
  readonly applied: string[] = [];
  readonly stored = new Map<string, Stored>();
  readonly validTokens = new Set<string>(['token-1']);
  /** API areas (`reservations`, `blockers`) whose permission the caller lost. */
  readonly forbidden = new Set<string>();
  hooks: Hook[] = [];
  now = noon;
  actorId = 'host';
  /** Vouchers by id, with the redemptions applied to them (docs/decisions/012-vouchers.md). */
  readonly vouchers = new Map<string, RedeemableVoucher & { redemptions: { id: string; amount: number }[] }>();
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
    if (request.method === 'GET') {
      const call: FakeRequest = { kind: 'GET', path: request.path, token };
      this.requests.push(call);
      return this.authorized(token) ? this.read(request.path) : refusal('invalid_token', 'Token expired', 401);
    }
    if (request.path !== syncBatchPath) return refusal('not_found', `No route ${request.method} ${request.path}`);
    if (!this.authorized(token)) return refusal('invalid_token', 'Token expired', 401);
    const { items } = SyncBatchEnvelope.parse(request.body);
    const results: SyncBatchResult[] = [];
    let dropResponse = false;
    for (const item of items) {
      const call: FakeRequest = { id: item.id, kind: item.command.kind as Operation['kind'], command: item.command as Operation, token };
      this.requests.push(call);
      let response: TransportResponse | undefined;
      for (const hook of this.hooks) {
        const outcome = hook(call);
        if (outcome === 'network-error') throw new TypeError('fetch failed');
        if (outcome === 'drop-response') dropResponse = true;
        else if (outcome) response ??= outcome;
      }
      response ??= this.handle(item.id, item.command, item.deviceTime);
      // "Crash between send and acknowledgement": the server applied it, the tablet never hears back.
      if (dropResponse) throw new TypeError('connection reset');
      results.push({ id: item.id, ...response });
      if (stopsSyncBatch(response.status, response.body)) break;
    }
    return ok({ results, notApplied: items.slice(results.length).map((item) => item.id) });
  }

  private authorized(token: string | null): boolean {
    return token !== null && this.validTokens.has(token);
  }

  private handle(id: string, input: unknown, deviceTime: string | undefined): TransportResponse {
    const parsed = Command.safeParse(input);
    if (!parsed.success) return refusal('invalid_request', 'Invalid command');
    const command = parsed.data;
    if (this.forbidden.has(areaOf(command.kind))) return refusal('missing_permission', 'Permission revoked', 403);
    const fingerprint = JSON.stringify(input);
    const stored = this.stored.get(id);
    if (stored) {
      if (stored.fingerprint !== fingerprint) return refusal('idempotency_key_reused', `Action id ${id} was already used for a different request`);
      return { ...stored.response, replayed: true };
    }
    const dated = command.kind === 'updateReservation' && command.deviceTime === undefined && deviceTime !== undefined ? { ...command, deviceTime } : command;
    const response = this.change(id, dated);
    // Refusals keep nothing (docs/decisions/003): the same id is evaluated afresh next time.
    if (response.status < 300) {
      this.stored.set(id, { fingerprint, response });
      this.applied.push(id);
    }
    return response;
  }

  private read(path: string): TransportResponse {
    const one = /^\/reservations\/([^/?]+)$/.exec(path);
    if (one) {
      const row = this.row(decodeURIComponent(one[1] as string));
      return row ? ok(row) : refusal('not_found', 'No reservation');
    }
    return refusal('not_found', `No route ${path}`);
  }

  private refused(refused: Refusal): TransportResponse {
    return { status: errorStatus[refused.code], body: { error: refused.code, message: refusalWords(refused, zone), params: reasonParams(refused), ...(refused.params.at === undefined ? {} : { at: refused.params.at }) }, replayed: false };
  }

  private change(id: string, command: Command): TransportResponse {
    let n = 0;
    // The server names a new blocker itself (the tablet's local id is replaced by the answer's).
    const planned = plan(this.state, command.kind === 'createBlocker' ? { ...command, blockerId: undefined } : command, {
      now: this.now,
      actorId: this.actorId,
      actionId: id,
      newId: () => (command.kind === 'createBlocker' ? `server-blocker-${++this.blockerCounter}` : `srv-${++n}-${Math.random().toString(36).slice(2, 8)}`),
    });
    if (isRefusal(planned)) return this.refused(planned.refusal);
    const deleted = command.kind === 'deleteBlocker' ? this.state.blockers.find((b) => b._id === command.blockerId) : undefined;
    this.state = withChanges(this.state, planned.changes);
    const dayList = (rowId: string) => {
      const day = localDateOf(Date.parse((this.row(rowId) as Reservation).startTime), zone);
      return this.state.reservations.filter((row) => row.deletedAt === null && localDateOf(Date.parse(row.startTime), zone) === day);
    };
    switch (command.kind) {
      case 'action': {
        const target = this.row(command.action.reservationId) as Reservation;
        const group = this.state.reservations.filter((row) => (row.linkedReservationId ?? row._id) === (target.linkedReservationId ?? target._id));
        return ok({ actionId: id, reservations: group });
      }
      case 'createReservation':
        return ok(dayList(command.input._id));
      case 'updateReservation':
        return ok(dayList(command.reservationId));
      case 'swap':
        return ok({ reservationA: this.row(command.reservationIdA), ...(command.reservationIdB ? { reservationB: this.row(command.reservationIdB) } : {}) });
      case 'createBlocker':
        return { status: 201, body: planned.changes.blockers[0], replayed: false };
      case 'updateBlocker':
        return ok(planned.changes.blockers[0]);
      case 'deleteBlocker':
        return ok(deleted);
      case 'redeemVoucher':
        return this.redeem(id, command.voucherId, command.amount);
    }
  }

  /** POST /vouchers/{id}/redemptions as the server decides it: against the balance of the moment. */
  private redeem(id: string, voucherId: string, amount: number): TransportResponse {
    const voucher = this.vouchers.get(voucherId);
    if (!voucher) return refusal('not_found', 'No voucher');
    const check = checkRedemption(voucher, amount, this.now);
    if (!check.ok) {
      const params = check.code === 'voucher_balance_insufficient' ? { reason: 'balance', balance: check.balance, currency: 'EUR' } : { reason: check.reason };
      return { status: 409, body: { error: check.code, message: 'Not redeemable', params }, replayed: false };
    }
    voucher.balance = check.balanceAfter;
    voucher.status = check.statusAfter;
    voucher.redemptions.push({ id, amount });
    return { status: 201, body: { voucher: { _id: voucherId, balance: voucher.balance, status: voucher.status }, entry: { _id: `ledger-${id}`, amount: -amount } }, replayed: false };
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
