// The tablet and fake server the sync tests share (./sync*.test.ts).
import { vi } from 'vitest';
import type { Reservation } from '../../core/schemas/reservations';
import { SyncBatchRequest, syncBatchPath, type SyncBatchItem } from '../../core/schemas/sync-batch';
import type { OfflineDb } from './db';
import { readDay, refreshDay } from './day-store';
import type { EnqueueResult } from './queue';
import { createSyncEngine, realmLocks, type LocksLike } from './sync';
import type { Transport, TransportRequest, TransportResponse } from './transport';
import { date, FakeServer, manualTimers, noon, restaurantId, testDb } from './test-kit';
import type { IDBFactory } from 'fake-indexeddb';

/** The fake server, recording each batch (and answering it itself when a test says so). */
export class BatchingServer implements Transport {
  readonly batches: { items: SyncBatchItem[]; token: string | null }[] = [];
  /** A test's own answer to a batch, in place of the fake's. */
  answer: ((items: SyncBatchItem[]) => TransportResponse | undefined) | undefined;

  constructor(readonly server: FakeServer) {}

  async send(request: TransportRequest, token: string | null): Promise<TransportResponse> {
    if (request.path !== syncBatchPath) return this.server.send(request, token);
    const { items } = SyncBatchRequest.parse(request.body);
    this.batches.push({ items, token });
    return this.answer?.(items) ?? this.server.send(request, token);
  }
}

export type Mode = 'in batches';
export const modes: Mode[] = ['in batches'];

export interface TabletOptions {
  /** The server as the tablet reaches it; default the fake with the batch route. */
  transport?: Transport;
  batchSize?: number;
  tokens?: (force: boolean, call: number) => string | null;
  locks?: LocksLike;
  db?: { db: OfflineDb; factory: IDBFactory };
}

export async function tabletOn(mode: Mode, server: FakeServer, options: TabletOptions = {}) {
  const { db, factory } = options.db ?? testDb();
  if (!options.db) await refreshDay(db, server.source(), restaurantId, date, () => noon);
  let calls = 0;
  const getToken = vi.fn(async (force: boolean) => (options.tokens ? options.tokens(force, ++calls) : 'token-1'));
  const timers = manualTimers();
  const transport = options.transport ?? (mode === 'in batches' ? new BatchingServer(server) : server);
  const engine = createSyncEngine({ db, transport, getToken, timers, now: () => server.now, batchSize: options.batchSize ?? 25, random: () => 0.5, isOnline: () => true, locks: options.locks ?? realmLocks() });
  const act = { db, actorId: 'host' };
  return { db, factory, engine, timers, getToken, act, transport };
}

/** The id of a queued entry (the test fails when the enqueue was refused). */
export function queued(result: EnqueueResult): string {
  if (!result.ok) throw new Error(`refused: ${result.code} ${JSON.stringify(result.reason ?? {})}`);
  return result.id;
}

export const changes = (server: FakeServer) => server.requests.filter((request) => request.kind !== 'GET');
/** A command's kind, and the blocker it names. */
export const named = (command: SyncBatchItem['command'] | FakeServer['requests'][number]['command']) =>
  command?.kind === 'updateBlocker' || command?.kind === 'deleteBlocker' ? `${command.kind} ${command.blockerId}` : command?.kind;
export const withoutLocal = ({ day: _day, receivedAt: _receivedAt, ...row }: Reservation & { day?: string; receivedAt?: number }) => row;
export const viewOf = async (db: OfflineDb) => (await readDay(db, restaurantId, date)).reservations.map(withoutLocal);
export const serverView = (server: FakeServer) =>
  server.state.reservations.filter((row) => row.deletedAt === null).sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.tableNumber.localeCompare(b.tableNumber, undefined, { numeric: true }));

