// POST /sync/batch (docs/decisions/005, Sync): the offline queue's staff changes, many in one request. Each item goes
// through its own route exactly as if it had been sent alone (inject): the route's validation, its permission, its own
// transaction with its applied_actions row (so a replayed item answers its first answer and a refused item undoes
// nothing else), its reply. What the batch saves is the per-request cost a tablet and the network pay for every change
// — a round trip and a response written per change —, the lookups of who calls (made once per batch:
// ../services/batch-scope.ts) and the announcements: the batch's changes republish the availability file and notify
// the change feed once, at its end.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idempotencyHeader } from '../../core/schemas/front-of-house';
import { maxSyncBatchItems, stopsSyncBatch, SyncBatchRequest, SyncBatchResponse, syncBatchPath, type SyncBatchItem, type SyncBatchResult } from '../../core/schemas/sync-batch';
import { access } from '../platform/http/access';
import { inBatchScope } from '../services/batch-scope';
import { replayedHeader } from './change-reply';

/** The changes the offline queue sends (src/offline/requests.ts buildRequest); nothing else is taken in a batch. */
const batchable: readonly { method: SyncBatchItem['method']; path: RegExp }[] = [
  { method: 'POST', path: /^\/reservations\/actions$/ },
  { method: 'POST', path: /^\/reservations$/ },
  { method: 'PUT', path: /^\/reservations$/ },
  { method: 'POST', path: /^\/reservations\/swap$/ },
  { method: 'POST', path: /^\/blockers$/ },
  { method: 'PUT', path: /^\/blockers\/[^/]+$/ },
  { method: 'DELETE', path: /^\/blockers\/[^/]+$/ },
];

/** Whether an item names one of the batchable changes, by a path the URL parser keeps as it is (no `..` segments). */
function isBatchable(item: SyncBatchItem): boolean {
  if (!batchable.some((route) => route.method === item.method && route.path.test(item.path))) return false;
  return new URL(item.path, 'http://batch.invalid').pathname === item.path;
}

/** Headers that describe the batch's own body or connection, not who calls: never passed to an item. */
const batchOnlyHeaders = new Set(['content-length', 'content-type', 'transfer-encoding', 'connection', 'keep-alive', 'expect', 'accept-encoding', idempotencyHeader, 'x-request-id']);

/** The caller's headers (token, restaurant, overrides, child session, host) for every item. */
function callerHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (batchOnlyHeaders.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function parsedBody(payload: string): unknown {
  if (!payload) return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    // Every API reply is JSON; anything else is passed on as text rather than lost.
    return payload;
  }
}

export const syncBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    syncBatchPath,
    {
      // Staff of the restaurant; each item then needs what its own route needs.
      config: { access: access.staff() },
      schema: {
        tags: ['sync'],
        security: [{ firebase: [] }],
        summary: `Up to ${maxSyncBatchItems} queued staff changes in order, each answered as its own route would answer it; a retryable answer (401, 408, 429, 5xx, 409 conflict) stops the batch`,
        body: SyncBatchRequest,
        response: { 200: SyncBatchResponse },
      },
    },
    async (request) => {
      const headers = callerHeaders(request);
      const results: SyncBatchResult[] = [];
      const { items } = request.body;
      await inBatchScope(() =>
        app.services.changes.holdingAnnouncements(async () => {
          for (const [index, item] of items.entries()) {
            const result = await applyItem(item, index);
            results.push(result);
            if (stopsSyncBatch(result.status, result.body)) break;
          }
        }),
      );
      return { results, notApplied: items.slice(results.length).map((item) => item.id) };

      async function applyItem(item: SyncBatchItem, index: number): Promise<SyncBatchResult> {
        if (!isBatchable(item)) {
          return { id: item.id, status: 404, body: { error: 'not_found', message: `No queued change ${item.method} ${item.path.slice(0, 200)} to take in a batch` }, replayed: false };
        }
        const reply = await app.inject({
          method: item.method,
          url: `${app.prefix}${item.path}`,
          remoteAddress: request.ip,
          headers: { ...headers, [idempotencyHeader]: item.id, 'x-request-id': `${request.id}.${index}`, ...(item.body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(item.body === undefined ? {} : { payload: JSON.stringify(item.body) }),
        });
        return { id: item.id, status: reply.statusCode, body: parsedBody(reply.payload), replayed: reply.headers[replayedHeader] === 'true' };
      }
    },
  );
};
