// Per-address limits (README: RATE_LIMIT_PUBLIC_PER_MINUTE; the address is the one TRUST_PROXY lets the proxy state).
// Counted: public API calls, and refused calls to the other API routes that bring no valid sign-in (those are checked
// when they arrive, server/platform/auth/context.ts). Never counted: published files (/files/*), the built app's files and page
// navigations, which every guest behind one address (a carrier's NAT, hotel Wi-Fi) loads on every visit and which
// belong behind a CDN; and calls of signed-in users, since a busy tablet makes many.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors';
import type { Config } from '../../config';

/** Counts one call against its address's allowance; throws 429 rate_limited (with Retry-After) once it is used up. */
export type AddressLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const window = '1 minute';
/** Retry-After of a 429 whose refusal names no moment of its own (a locked PIN, say): the limits' window. */
export const fallbackRetryAfterSeconds = 60;

const tooMany = (_request: FastifyRequest, context: { ttl: number }) =>
  new AppError('rate_limited', `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`);

function isPublicApiCall(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? '').startsWith('/api/') && request.routeOptions.config?.access?.kind === 'public';
}

/** Installs the public calls' limit and returns the limit for unauthenticated calls to the other routes. */
export async function installRateLimits(app: FastifyInstance, config: Config): Promise<AddressLimit> {
  await app.register(rateLimit, {
    global: true,
    max: config.publicRateLimitPerMinute,
    timeWindow: window,
    allowList: (request) => !isPublicApiCall(request),
    errorResponseBuilder: tooMany,
  });
  // Its own count, so a stranger knocking on staff routes does not use up the guests' allowance at the same address.
  const unauthenticated = app.rateLimit({ max: config.publicRateLimitPerMinute, timeWindow: window, allowList: () => false, errorResponseBuilder: tooMany });
  return async (request, reply) => {
    await unauthenticated.call(app, request, reply);
  };
}
