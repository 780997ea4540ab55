// Staff reservation calls of spec §7. The guest calls (request, LoadReservation, DeleteReservation,
// availability, confirmation email) live in ../modules/booking/routes.ts. Reads need ReadReservations; every change needs
// ReadReservations and ManageReservations (it answers with reservations) and goes through ./change-reply.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, IsoInstant, pageOf } from '../../../../core/schemas/common';
import {
  CheckInBody,
  CollisionList,
  LocalDateQuery,
  ReservationActionRequest,
  ReservationActionResponse,
  ReservationList,
  ReservationMatrix,
  StaffReservationInput,
  StaffReservationUpdate,
  SwapRequest,
  SwapResponse,
} from '../../../../core/schemas/front-of-house';
import type { ReservationAction } from '../../../../core/schemas/reservation-actions';
import { Reservation } from '../../../../core/schemas/reservations';
import { localDateOf } from '../../../../core/time';
import { access } from '../../../platform/http/access';
import { routeOptions, staffReads } from '../../../platform/http/route-group';
import { staffContext } from '../../../platform/auth/context';
import { applyHostAction } from '../command-executor';
import { dayList } from '../repository/reservation-book';
import { reservationPageSize } from '../reservation-views';
import type { Change, Outcome } from '../changes';
import { changeRoutes, type Parsed } from './change-reply';

const tags = ['reservations'];
const options = routeOptions(tags);
const manage = access.staff('ReadReservations', 'ManageReservations');

const ListQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(reservationPageSize).default(reservationPageSize),
  /** A table's key: level-tableNumber (spec §3). */
  tableKey: z.string().max(200).optional(),
  /** Only reservations starting at or after this instant. */
  startTime: IsoInstant.optional(),
  /** Spec §2 reservations list: an area's and a table's reservations (each on its own, or both). */
  level: z.string().trim().min(1).max(120).optional(),
  tableNumber: z.string().trim().min(1).max(40).optional(),
});
const DayQuery = z.object({
  date: LocalDateQuery,
  /** Spec §2 reservations view: start-end in minutes ("Failed to parse timeslot" otherwise). */
  timeslot: z.string().max(40).optional(),
});
const MatrixQuery = DayQuery.extend({ areas: z.string().max(2000).optional() });

export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app);
  staffChangeRoutes(app);
};

type App = Parameters<FastifyPluginAsyncZod>[0];

function readRoutes(app: App): void {
  const { reservationViews: views } = app.services;
  const read = access.staff('ReadReservations');
  const staffRead = staffReads(app, options);

  staffRead('/reservations', read, { summary: 'Live reservations by start, paged (size ≤ 100)', querystring: ListQuery, response: pageOf(Reservation) }, views.list);

  app.get(
    '/reservations/search',
    options(read, {
      summary: 'Bookings whose guest name contains the text, newest first',
      querystring: z.object({ customerName: z.string().trim().min(1).max(120) }),
      response: { 200: z.object({ items: z.array(Reservation) }) },
    }),
    async (request) => views.search(staffContext(request.ctx).restaurantId, request.query.customerName),
  );

  app.get(
    '/reservations/mapped',
    options(read, { summary: "The day's reservations by id", querystring: DayQuery, response: { 200: z.record(z.string(), Reservation) } }),
    async (request) => views.mapped(staffContext(request.ctx).restaurantId, request.query.date, request.query.timeslot),
  );

  staffRead(
    '/reservations/matrix',
    read,
    { summary: "The day's table timeline (past, cutoff, blocker, reservation, free) and, for a timeslot, each table's occupants", querystring: MatrixQuery, response: ReservationMatrix },
    views.matrix,
  );

  app.get(
    '/collisions',
    options(read, {
      summary: 'Overlapping reservations on a table and reservations under a blocker (a day, or from today on)',
      querystring: z.object({ date: LocalDateQuery.optional() }),
      response: { 200: CollisionList },
    }),
    async (request) => views.collisions(staffContext(request.ctx).restaurantId, request.query.date),
  );

  app.get('/reservations/:id', options(read, { params: IdParams, response: { 200: Reservation } }), async (request) =>
    views.get(staffContext(request.ctx).restaurantId, request.params.id),
  );
}

/** A host action on one booking (check-in, check-out, delete), answered with the booking's day. */
async function actionAnsweringDay(change: Change, action: ReservationAction) {
  const applied = await applyHostAction(change, action);
  return { status: 200, body: await dayList(change.tx, change.restaurantId, localDateOf(new Date(applied.startTime), applied.timeZone), applied.timeZone) };
}

function staffChangeRoutes(app: App): void {
  const { staffReservations } = app.services;
  const staffChange = changeRoutes(app, { access: manage, tags });
  const dayAnswer = { 200: ReservationList };

  /** The staff reservation form (spec §5): a booking made or edited, field errors for a bad body, the day answered. */
  function formRoute<Body extends z.ZodType>(method: 'POST' | 'PUT', summary: string, body: Body, save: (change: Change, body: Parsed<Body>) => Promise<Outcome<unknown>>) {
    staffChange<undefined, Body>({ method, url: '/reservations' }, { summary, body, response: dayAnswer, formErrors: true }, (change, input) => save(change, input.body));
  }

  formRoute(
    'POST',
    "Staff reservation (walk-in, phone); answers the day's reservations. 400 carries fieldErrors; 409 table_occupied without allowOverlap",
    StaffReservationInput,
    staffReservations.create,
  );
  formRoute(
    'PUT',
    "Edits a booking (its tables, time, guest); with changed and deviceTime a named field takes the edit made last (docs/decisions/005); answers the day's reservations",
    StaffReservationUpdate,
    staffReservations.update,
  );
  staffChange(
    { method: 'POST', url: '/reservations/swap' },
    { summary: "Moves reservation A to a table; B, if given, to A's former table", body: SwapRequest, response: { 200: SwapResponse } },
    (change, { body }) => staffReservations.swap(change, body),
  );
  staffChange(
    { method: 'POST', url: '/reservations/actions', actionIdOf: (body) => body.actionId },
    {
      summary: 'A host action (late, extend, left … spec §4) as intent; applied once per actionId, replays get the first answer',
      body: ReservationActionRequest,
      response: { 200: ReservationActionResponse },
    },
    async (change, { body }) => {
      const applied = await applyHostAction(change, body.action);
      return { status: 200, body: { actionId: body.actionId, reservations: applied.reservations } };
    },
  );
  staffChange(
    { method: 'POST', url: '/reservations/:id/checkin' },
    { summary: "Checks a booking in or out; answers the day's reservations", params: IdParams, body: CheckInBody, response: dayAnswer },
    (change, { params, body }) => actionAnsweringDay(change, { type: body.checkedIn ? 'checkIn' : 'checkOut', reservationId: params.id }),
  );
  staffChange(
    { method: 'DELETE', url: '/reservations/:id' },
    { summary: "Soft-deletes a booking (deletedAt, deletedBy); answers the day's reservations", params: IdParams, response: dayAnswer },
    (change, { params }) => actionAnsweringDay(change, { type: 'softDelete', reservationId: params.id }),
  );
}
