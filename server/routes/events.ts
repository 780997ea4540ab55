// Live updates (issue 6; docs/decisions/006-live-updates.md): GET /api/events streams the restaurant's committed changes
// to its signed-in devices as Server-Sent Events, so every open screen reloads what changed within a moment.
//
// The stream is an ordinary authenticated request — the client reads it with fetch and its bearer token (browsers'
// EventSource cannot send one) — so the guard decides who may listen exactly as for GET /reservations: staff with
// ReadReservations, the restaurant from X-Restaurant-Id or an admin's override. It ends when the token expires and at
// the latest after maxStreamMs; the client then reconnects with a fresh token and reloads, so a withdrawn role or a
// deleted account stops hearing changes soon after.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import { staffContext } from '../auth/context';
import { liveEventNames, type LiveChange } from '../../core/schemas/live-updates';
import type { RestaurantChange } from '../services/change-feed';

/** A comment line this often keeps proxies and the client's stall detection from closing a quiet stream. */
export const heartbeatMs = 20_000;
/** Every stream is authorised afresh at least this often (the client reconnects at once). */
export const maxStreamMs = 15 * 60_000;
/** What the client waits before reconnecting after a dropped stream (the SSE `retry` field). */
const retryMs = 2_000;
/** A device that stops reading is dropped instead of buffered without end; it reconnects and reloads. */
const maxBufferedBytes = 1024 * 1024;

const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: a proxy must not compress (and so buffer) the stream; X-Accel-Buffering: nginx must not buffer it.
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

/** One Server-Sent Event: `change` with what changed, or `resync` when changes may have been missed. */
export function changeEvent(change: RestaurantChange): string {
  const data: LiveChange = { kind: change.kind, ids: change.ids, all: change.all, at: change.at, id: change.id };
  return `id: ${change.id}\nevent: ${liveEventNames.change}\ndata: ${JSON.stringify(data)}\n\n`;
}
const resyncEvent = () => `event: ${liveEventNames.resync}\ndata: ${JSON.stringify({ at: new Date().toISOString() })}\n\n`;

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<PassThrough>();
  // app.close() waits for requests in flight, and a stream never ends by itself: end every stream first.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/events',
    {
      config: { access: access.staff('ReadReservations') },
      schema: {
        tags: ['live'],
        security: [{ firebase: [] }],
        summary: "The restaurant's changes as they are committed (Server-Sent Events)",
        description:
          'A `text/event-stream` that stays open: `event: change` with `data: {kind, ids, all, at, id}` after every ' +
          'committed change (kind reservations, blockers, waitlist, actionsLog or settings; `all`: reload the whole ' +
          'kind), `event: resync` when changes may have been missed (reload everything), and a comment every 20 s. ' +
          'Read it with fetch and the bearer token; it ends when the token expires, then reconnect and reload.',
        response: {
          200: {
            description: 'The open stream',
            content: { 'text/event-stream': { schema: z.string().describe('Server-Sent Events (see the operation description)') } },
          },
        },
      },
    },
    async (request, reply) => {
      const { restaurantId } = staffContext(request.ctx);
      const stream = new PassThrough();
      open.add(stream);
      const send = (text: string) => {
        if (stream.writableLength + stream.readableLength > maxBufferedBytes) stream.destroy();
        else if (stream.writable) stream.write(text);
      };
      const unsubscribe = app.services.changeFeed.subscribe(restaurantId, {
        change: (change) => send(changeEvent(change)),
        resync: () => send(resyncEvent()),
      });
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
      const expiresAt = request.ctx.identity?.expiresAt ?? Number.POSITIVE_INFINITY;
      const ending = setTimeout(() => stream.end(), Math.max(0, Math.min(maxStreamMs, expiresAt - Date.now())));
      // Fastify destroys the stream when the client goes away; ending it (close, expiry) closes it too.
      stream.once('close', () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(ending);
        open.delete(stream);
      });
      // The first bytes go out at once, so the client knows the stream is open (and proxies pass the headers on).
      stream.write(`retry: ${retryMs}\n: connected\n\n`);
      // The documented schema describes the text; Fastify pipes a stream through unserialised.
      return reply.headers(streamHeaders).send(stream as unknown as string);
    },
  );
};
