// Every staff change route goes through here: the change runs in app.services.changes (transaction, actions log,
// idempotency, republish, change feed) with the caller as actor and the optional Idempotency-Key as action id.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../../core/errors';
import { reservationFieldErrors } from '../../../../core/reservations/form';
import { IdempotencyHeaders, idempotencyHeader } from '../../../../core/schemas/front-of-house';
import { staffContext } from '../../../platform/auth/context';
import type { Access } from '../../../platform/http/access';
import { toErrorReply } from '../../../platform/http/errors';
import { replayedHeader } from '../../../platform/http/idempotency';
import { routeOptions } from '../../../platform/http/route-group';
import type { Applied, Change, ChangeRequest, Outcome } from '../changes';

function changeRequestOf(request: FastifyRequest, actionId: string | undefined): ChangeRequest {
  const { restaurantId, user } = staffContext(request.ctx);
  const header = request.headers[idempotencyHeader];
  const headerId = typeof header === 'string' && header ? header : undefined;
  if (actionId && headerId && actionId !== headerId) {
    throw new AppError('invalid_request', 'The Idempotency-Key header and the actionId name different actions');
  }
  return {
    restaurantId,
    actorId: user.id,
    actionId: actionId ?? headerId,
    overrideSessionId: request.ctx.override?.id ?? null,
    fingerprint: { route: `${request.method} ${request.routeOptions.url}`, params: request.params ?? null, body: request.body ?? null },
    log: request.log,
  };
}

/** Runs a change for a request: applied now, or the stored outcome of an earlier request with the same action id. */
export function runChange<T>(app: FastifyInstance, request: FastifyRequest, work: (change: Change) => Promise<Outcome<T>>, actionId?: string): Promise<Applied<T>> {
  return app.services.changes.apply(changeRequestOf(request, actionId), work);
}

export function sendApplied<T>(reply: FastifyReply, applied: Applied<T>): FastifyReply {
  if (applied.replayed) reply.header(replayedHeader, 'true');
  return reply.code(applied.status).send(applied.body);
}

/** Runs a change for a request and sends its outcome (the stored one for a replay). */
export async function sendChange<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (change: Change) => Promise<Outcome<T>>,
  actionId?: string,
): Promise<FastifyReply> {
  return sendApplied(reply, await runChange(app, request, work, actionId));
}

/** The body's schema issues as the form's field errors (spec §5), or undefined when the body is valid. */
function formError(schema: z.ZodType, body: unknown): AppError | undefined {
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  const fieldErrors = reservationFieldErrors(parsed.error.issues, body);
  const message = fieldErrors.map((e) => `${e.field ?? 'Request'} ${e.kind}: ${e.message}`).join('; ');
  // "Invalid body…" as every other schema refusal (server/platform/http/errors.ts), then the form's terms.
  return new AppError('invalid_request', `Invalid body: ${message}`, { fieldErrors });
}

/**
 * Spec §5 admin reservation form: a route's error handler that answers a body failing its schema with the form's field
 * errors (`fieldErrors: [{ field, kind, message }]`, kinds MissingValue, Other, AlreadyExists, InvalidFormat); every
 * other error is answered as the app's error handler does. Validation still runs before authentication.
 */
export function formErrorHandler(schema: z.ZodType) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const fieldError = error.validationContext === 'body' ? formError(schema, request.body) : undefined;
    const { status, body } = toErrorReply(fieldError ?? error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error, status }, body.message);
    return reply.code(status).send(body);
  };
}

/** How a module's change routes are guarded and documented. */
export interface ChangeRoutes {
  access: Access;
  tags: string[];
}

/** What a route's schema lets through: its parsed params or body (undefined without a schema). */
export type Parsed<S extends z.ZodType | undefined> = S extends z.ZodType ? z.infer<S> : undefined;

export interface ChangeRouteSchema<Params extends z.ZodType | undefined, Body extends z.ZodType | undefined> {
  summary?: string;
  params?: Params;
  body?: Body;
  response: Record<number, z.ZodType>;
  /** Spec §5: a body failing its schema is answered with the form's field errors (`formErrorHandler`). */
  formErrors?: boolean;
}

/**
 * Registers a module's staff change routes: signed in with the module's permissions, an optional Idempotency-Key,
 * the change run by `sendChange` with the request's validated params and body. `actionIdOf` names the action id a
 * body carries.
 */
export function changeRoutes(app: FastifyInstance, routes: ChangeRoutes) {
  const options = routeOptions(routes.tags);
  return <Params extends z.ZodType | undefined = undefined, Body extends z.ZodType | undefined = undefined>(
    route: { method: 'POST' | 'PUT' | 'DELETE'; url: string; actionIdOf?: (body: Parsed<Body>) => string },
    schema: ChangeRouteSchema<Params, Body>,
    work: (change: Change, input: { params: Parsed<Params>; body: Parsed<Body> }) => Promise<Outcome<unknown>>,
  ): void => {
    const { summary, formErrors, ...parts } = schema;
    app.route({
      method: route.method,
      url: route.url,
      ...options(routes.access, { ...(summary === undefined ? {} : { summary }), headers: IdempotencyHeaders, ...parts }),
      ...(formErrors && parts.body ? { errorHandler: formErrorHandler(parts.body) } : {}),
      handler: (request, reply) => {
        // The schema validated both before the handler runs.
        const input = request as unknown as { params: Parsed<Params>; body: Parsed<Body> };
        return sendChange(app, request, reply, (change) => work(change, input), route.actionIdOf?.(input.body));
      },
    });
  };
}
