// What the tests of POST /api/sync/batch share: the offline queue's items, and sending them as one batch.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { appliedActions } from '../../server/platform/db/schema';
import type { TestServer } from '../support/test-server';
import { frontOfHouseServer, type FohClient } from './front-of-house-kit';

export interface Item {
  id: string;
  command: { kind: string } & Record<string, unknown>;
}
export interface Result {
  id: string;
  status: number;
  body: unknown;
  replayed: boolean;
}

/** A host action as the tablet queues it: its id is the action id. */
export const hostAction = (type: string, reservationId: string, id = randomUUID()): Item => ({ id, command: { kind: 'action', action: { type, reservationId } } });
/** The single route's body for a host action item. */
export const actionBody = (item: Item) => ({ actionId: item.id, action: item.command.action });

export const statusesOf = (results: Result[]) => results.map((result) => result.status);

/** The file's server (./front-of-house-kit.ts), with the batch's calls on it. */
export async function syncBatchServer() {
  const context = await frontOfHouseServer();
  return { ...context, ...syncBatchClient(context.server, context.foh) };
}

function syncBatchClient(server: TestServer, foh: FohClient) {
  async function batch(items: Item[], options: { as?: string; headers?: Record<string, string> } = {}) {
    const reply = await foh.call('POST', '/api/sync/batch', { items }, options);
    return reply;
  }

  async function answered(items: Item[], options: { as?: string; headers?: Record<string, string> } = {}): Promise<{ results: Result[]; notApplied: string[] }> {
    const reply = await batch(items, options);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as { results: Result[]; notApplied: string[] };
  }

  const appliedCount = async (ids: string[]) =>
    (await server.database.db.select({ id: appliedActions.id }).from(appliedActions).where(and(eq(appliedActions.restaurantId, 'demo'), inArray(appliedActions.id, ids)))).length;

  return { batch, answered, appliedCount };
}
