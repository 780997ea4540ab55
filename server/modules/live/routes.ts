// Live updates (docs/decisions/006-live-updates.md): GET /api/events streams the restaurant's committed changes
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
import { AppError } from '../../../core/errors';
import { access } from '../../platform/http/access';
import { routeOptions } from '../../platform/http/route-group';
import { staffContext } from '../../platform/auth/context';
import { liveEventNames, type LiveChange } from '../../../core/schemas/live-updates';
import type { RestaurantChange } from './change-feed';

/** A comment line this often keeps proxies and the client's stall detection from closing a quiet stream. */
export const heartbeatMs = 20_000;
/** Every stream is authorised afresh at least this often (the client reconnects at once). */
export const maxStreamMs = 15 * 60_000;
/** What the client waits before reconnecting after a dropped stream (the SSE `retry` field). */
const retryMs = 2_000;
/** A device that stops reading is dropped instead of buffered without end; it reconnects and reloads. */
const maxBufferedBytes = 1024 * 1024;
/**
 * Open streams this process serves per signed-in account and per restaurant (tests lower them). Each holds a
 * subscription and up to maxBufferedBytes; a tablet keeps one, so the caps stop a token opening thousands.
 */
export const streamCaps = { perUser: 10, perRestaurant: 200 };
/** What a refused device waits before trying again (a place frees when another of its streams ends). */
const refusedRetrySeconds = 30;

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

/** Places taken by open streams, per account and per restaurant. */
class StreamPlaces {
  private readonly perUser = new Map<string, number>();
  private readonly perRestaurant = new Map<string, number>();

  /** Why another stream is refused, or null when it may open. */
  refusal(userId: string, restaurantId: string): string | null {
    if ((this.perUser.get(userId) ?? 0) >= streamCaps.perUser) {
      return `Too many open live-update streams for this account (${streamCaps.perUser}); close one first`;
    }
    if ((this.perRestaurant.get(restaurantId) ?? 0) >= streamCaps.perRestaurant) {
      return `Too many open live-update streams for this restaurant (${streamCaps.perRestaurant}); try again later`;
    }
    return null;
  }

  /** Takes a place; the function returned gives it back, once. */
  take(userId: string, restaurantId: string): () => void {
    add(this.perUser, userId, 1);
    add(this.perRestaurant, restaurantId, 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      add(this.perUser, userId, -1);
      add(this.perRestaurant, restaurantId, -1);
    };
  }
}

function add(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<PassThrough>();
  const places = new StreamPlaces();
  // app.close() waits for requests in flight, and a stream never ends by itself: end every stream first.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/events',
    routeOptions(['live'])(access.staff('ReadReservations'), {
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
    }),
    async (request, reply) => {
      const { restaurantId, user } = staffContext(request.ctx);
      // The account behind the token: an admin acting as someone uses the admin's own places.
      const account = request.ctx.signedIn?.id ?? user.id;
      const refusal = places.refusal(account, restaurantId);
      if (refusal) {
        reply.header('retry-after', String(refusedRetrySeconds));
        throw new AppError('rate_limited', refusal);
      }
      const giveBack = places.take(account, restaurantId);
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
        giveBack();
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
