import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Every settings change may change what guests can book, so it republishes the availability file. The reply does not
 * wait for it (publishing is coalesced and may take a moment); a failure is logged, never reported as the change's.
 * The open screens hear of it as a `settings` change (live updates, docs/decisions/006).
 */
export function republishAvailability(app: FastifyInstance, request: FastifyRequest, restaurantId: string): void {
  app.services.changeFeed.notify(restaurantId, { kind: 'settings' });
  app.services.publishing
    .publishAvailability(restaurantId)
    .catch((error: unknown) => request.log.error({ err: error, restaurantId }, 'availability publish failed'));
}
