import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformOfUserAgent } from '../../../core/analytics/booking-origin';
import { AppError } from '../../../core/errors';
import { EntityId, IdParams, LocalDate, Ok } from '../../../core/schemas/common';
import { BookingRequest, BookingResponse, GuestReservation, Special, WaitlistEntry, WaitlistRequest } from '../../../core/schemas/reservations';
import { IdempotencyHeaders, idempotencyHeader } from '../../../core/schemas/front-of-house';
import { access } from '../../platform/http/access';
import { routeOptions } from '../../platform/http/route-group';
import { replayedHeader } from '../../platform/http/idempotency';
import { authorizeInHandler, staffContext, tenantOf } from '../../platform/auth/context';
import { manageUrlOf } from '../email';
import { guestReservationDto } from './reservation-dto';
import { SpecialSearchQuery } from '../settings';
import { GuestAvailability } from '../../../core/schemas/availability';

const tags = ['booking'];
const LoadReservationQuery = z
  .object({ token: z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/).optional(), id: EntityId.optional() })
  .refine((query) => (query.token === undefined) !== (query.id === undefined), { message: 'Send either token or id', path: ['token'] });

/** Guests get every enabled special unless they page (the booking home shows them all). */
const GuestSpecialQuery = SpecialSearchQuery.extend({ limit: SpecialSearchQuery.shape.limit.unwrap().default(100) });

type App = Parameters<FastifyPluginAsyncZod>[0];

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  offerAndBookingRoutes(app);
  manageLinkRoutes(app);
  specialAndWaitlistRoutes(app);
};

/** What a guest is offered, and the booking of it. */
function offerAndBookingRoutes(app: App): void {
  const { availability, booking, publishing } = app.services;

  /**
   * Books and answers 201. The guest has the booking once it is committed; the file and the email (committed with it
   * to the outbox, docs/decisions/007) follow and never undo it.
   */
  async function book(restaurantId: string, input: BookingRequest, request: FastifyRequest) {
    const log = request.log;
    // Docs/decisions/010: the booking records the guest's device, read from the user agent.
    const { primary, linked, restaurant } = await booking.request(restaurantId, input, platformOfUserAgent(request.headers['user-agent']));
    publishing.publishAvailability(restaurantId).catch((error: unknown) => log.error({ err: error }, 'availability publish failed'));
    const body = { reservation: guestReservationDto(primary, linked, restaurant), manageUrl: manageUrlOf(app.config.publicUrl, restaurantId, primary.token) };
    return { status: 201, body };
  }

  app.get(
    '/reservations/availability',
    {
      config: { access: access.tenant },
      schema: {
        tags,
        summary: 'Offered party sizes per date, area and slot (the published file is the fast path)',
        querystring: z.object({ date: LocalDate.optional() }),
        response: { 200: GuestAvailability },
      },
    },
    async (request) => availability.compute(tenantOf(request.ctx), request.query.date),
  );

  app.post(
    '/reservations/request',
    {
      // booking.request reads the restaurant in its first statement and answers not_found for an unknown one.
      config: { access: access.tenantCheckedByHandler },
      schema: {
        tags,
        summary: 'Book a table online; tables are assigned in one transaction (409 slot_unavailable when taken)',
        headers: IdempotencyHeaders,
        body: BookingRequest,
        response: { 201: BookingResponse },
      },
      // The answer is built field by field from typed values (guestReservationDto); checking it against its schema
      // again on every booking cost more than writing it. The schema still documents it (OpenAPI), and the tests
      // check answers against it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const restaurantId = tenantOf(request.ctx);
      const key = request.headers[idempotencyHeader];
      if (typeof key !== 'string') return reply.code(201).send((await book(restaurantId, request.body, request)).body);
      // A retried attempt (same key) gets the first answer, not a second booking (./repository/idempotency.ts).
      const applied = await booking.once(restaurantId, key, request.body, () => book(restaurantId, request.body, request));
      if (applied.replayed) reply.header(replayedHeader, 'true');
      // Only a booking made is kept (a refusal keeps nothing), so the stored answer is a 201.
      return reply.code(201).send(applied.body);
    },
  );
}

/** The booking once made: behind the guest's manage link, or by id for staff. */
function manageLinkRoutes(app: App): void {
  const { booking, confirmation, publishing } = app.services;

  /** Spec §7: the token is the guest's key and needs nothing else; an id needs staff of its restaurant with ReadReservations. */
  async function reservationToLoad(request: FastifyRequest & { query: z.infer<typeof LoadReservationQuery> }) {
    if (request.query.token !== undefined) return booking.byToken(request.query.token);
    await authorizeInHandler(app, request, access.staff('ReadReservations'));
    return booking.byId(staffContext(request.ctx).restaurantId, request.query.id as string);
  }

  app.get(
    '/reservations/LoadReservation',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "The guest's reservation behind a manage link (token), or for staff with ReadReservations by id",
        querystring: LoadReservationQuery,
        response: { 200: GuestReservation },
      },
    },
    async (request) => {
      const found = await reservationToLoad(request);
      if (!found || found.primary.linkedReservationId) throw new AppError('not_found', 'No reservation for this link');
      const [config, timeZone] = await Promise.all([publishing.appConfigOf(found.primary.restaurantId), booking.timeZoneOf(found.primary.restaurantId)]);
      return guestReservationDto(found.primary, found.linked, { name: config.restaurantName, timeZone });
    },
  );

  app.get(
    '/reservations/DeleteReservation',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Guest cancellation through the manage link (soft delete)',
        querystring: z.object({ reservationToken: z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/) }),
        response: { 200: Ok },
      },
    },
    async (request) => {
      const cancelled = await booking.cancelByToken(request.query.reservationToken);
      publishing.publishAvailability(cancelled.restaurantId).catch((error: unknown) => request.log.error({ err: error }, 'availability publish failed'));
      return { ok: true as const };
    },
  );

  app.post(
    '/reservations/:id/email/confirmation',
    routeOptions(tags)(access.staff('ManageReservations'), { summary: 'Send the confirmation email again', params: IdParams, response: { 200: Ok } }),
    async (request) => {
      const { restaurantId } = staffContext(request.ctx);
      await confirmation.send(await booking.live(restaurantId, request.params.id));
      return { ok: true as const };
    },
  );
}

/** The specials a guest may book, and the waitlist of a full day. */
function specialAndWaitlistRoutes(app: App): void {
  const { waitlist } = app.services;
  app.get(
    '/specials',
    {
      config: { access: access.tenant },
      schema: { tags, summary: "The restaurant's enabled specials, searched by title and paged", querystring: GuestSpecialQuery, response: { 200: z.object({ items: z.array(Special) }) } },
    },
    async (request) => ({ items: (await app.services.specials.search(tenantOf(request.ctx), { ...request.query, enabledOnly: true })).items }),
  );

  app.post(
    '/waitlist',
    { config: { access: access.tenant }, schema: { tags, summary: 'Join the waitlist of a day full for the party (409 tables_available while a table is still free)', body: WaitlistRequest, response: { 201: WaitlistEntry } } },
    async (request, reply) => reply.code(201).send(await waitlist.join(tenantOf(request.ctx), request.body)),
  );
}
