// Front of house (spec §3/§5/§7): the staff reservation form, moves and swaps, host actions with their action
// ids, blockers, the table matrix, collisions, the staff waitlist and the actions log. Shared by the API and the PWA.
import { z } from 'zod';
import { Email, EntityId, GuestName, HexColor, DeviceInstant, IsoInstant, Language, LocalDate, numberedPageOf } from './common';
import { TableNumber } from './floor';
import { ReservationAction } from './reservation-actions';
import { Reservation, WaitlistEntry } from './reservations';

/**
 * A client-generated action id (UUID): the `Idempotency-Key` header of staff changes and the `actionId` of a host
 * action. The server applies a change with a given id once; a replay gets the first answer back.
 */
export const ActionId = z.uuid();
export const idempotencyHeader = 'idempotency-key';
/** Documents (and validates) the optional header; other headers pass through untouched. */
export const IdempotencyHeaders = z.looseObject({ [idempotencyHeader]: ActionId.optional() });

/** Spec §5 admin reservation form: the fields that can show an error, and the kinds of error. */
export const reservationFormFields = ['PartySize', 'Timeslot', 'Area', 'Table', 'Name', 'PhoneNumber', 'Email', 'Note'] as const;
export type ReservationFormField = (typeof reservationFormFields)[number];
export const fieldErrorKinds = ['MissingValue', 'Other', 'AlreadyExists', 'InvalidFormat'] as const;
export type FieldErrorKind = (typeof fieldErrorKinds)[number];
export const FieldError = z.object({ field: z.enum(reservationFormFields).nullable(), kind: z.enum(fieldErrorKinds), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** A phone number, or nothing (a walk-in need not leave one). */
export const OptionalPhone = z
  .string()
  .trim()
  .max(32)
  .regex(/^(\+?[0-9 ()/.-]{3,32})?$/, 'A phone number contains digits, spaces and + ( ) / . - only');
export const OptionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || Email.safeParse(value).success, { message: 'Not an email address', params: { kind: 'InvalidFormat' } });

/**
 * Spec §5 reservation parsing: the literal 'undefined' (a client's stringified missing value) is an empty text, a
 * numeric text is a party size, and null in an optional field is the field left out. (null still clears note, colour,
 * language and special on an edit: there it is a value, see keptWhenAbsent; a null party size is a missing one.)
 */
const undefinedAsEmpty = (text: string) => (text === 'undefined' ? '' : text);
export const legacyText = <T extends z.ZodType<string, string>>(schema: T) => z.string().overwrite(undefinedAsEmpty).pipe(schema);
const absentIfNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined).optional();
/** Absent is the default party of 2 (spec §9); null is no exception, the party size being required (spec §5). */
const PartySizeInput = z
  .union([z.number(), z.string().trim().regex(/^\d{1,3}$/, 'A party size is a number').transform(Number)])
  .optional()
  .transform((value) => value ?? 2)
  .pipe(z.number().int().min(1, 'At least one guest').max(500));
/** A party size that is given (an edit names it only when it changes). */
export const PartySizeValue = z
  .union([z.number(), z.string().trim().regex(/^\d{1,3}$/, 'A party size is a number').transform(Number)])
  .pipe(z.number().int().min(1, 'At least one guest').max(500));

/**
 * Spec §3/§5 staff reservation (POST /reservations; PUT carries `_id`). Defaults (spec §9): party size 2, start now,
 * end two hours after the start. `tableNumbers` are tables of the area `level`: the first holds the reservation, every
 * further one a linked reservation (extra tables). A table already taken at that time is refused (409 table_occupied)
 * unless `allowOverlap` is set; the overlap then shows under collisions.
 */
export const StaffReservationInput = z.object({
  /** Optional on create: a client-generated id (the offline tablet names its walk-ins). */
  _id: absentIfNull(EntityId),
  customer: z.object({
    name: legacyText(GuestName),
    phone: legacyText(OptionalPhone).nullish().transform((value) => value ?? ''),
    email: legacyText(OptionalEmail).nullish().transform((value) => value ?? ''),
  }),
  partySize: PartySizeInput,
  startTime: absentIfNull(IsoInstant),
  endTime: absentIfNull(IsoInstant),
  level: z.string().trim().min(1, 'Choose an area').max(120),
  tableNumbers: z.array(TableNumber).min(1, 'Choose a table').max(20),
  note: z.string().trim().max(1000).nullish(),
  color: HexColor.nullish(),
  language: Language.nullish(),
  specialId: EntityId.nullish(),
  allowOverlap: z.boolean().nullish().transform((value) => value ?? false),
});
export type StaffReservationInput = z.infer<typeof StaffReservationInput>;

/**
 * The fields of a booking an edit may name in `changed` (docs/decisions/005 rule 3): each has its own clock on the
 * server. Area and tables are not among them: the server decides table assignments (rule 4).
 */
export const editableFields = ['customer.name', 'customer.phone', 'customer.email', 'partySize', 'startTime', 'endTime', 'note', 'color', 'language', 'specialId'] as const;
export type EditableField = (typeof editableFields)[number];
/** Fields PUT keeps when the body leaves them out: naming one in `changed` without a value would be ambiguous. */
const keptWhenAbsent = ['note', 'color', 'language', 'specialId'] as const;

/**
 * Spec §7 PUT /reservations. With `changed` (the fields the host edited) and `deviceTime` (when, on the device), a
 * named field is written only if this edit is later than the write that last set it; fields not named keep the
 * server's value. Without them the edit is applied as it arrives. startTime and endTime are one timeslot: naming
 * either names both, and both must be sent, so the slot written never depends on what the server holds.
 */
export const StaffReservationUpdate = StaffReservationInput.extend({
  _id: EntityId,
  changed: z.array(z.enum(editableFields)).max(20).optional(),
  deviceTime: DeviceInstant.optional(),
}).superRefine((body, ctx) => {
  if (body.changed && body.deviceTime === undefined) {
    ctx.addIssue({ code: 'custom', path: ['deviceTime'], message: 'deviceTime (when the edit was made) is required with changed' });
  }
  if (!body.changed && body.deviceTime !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['changed'], message: 'deviceTime dates the fields named in changed; send changed with it' });
  }
  const named = new Set(body.changed ?? []);
  for (const field of keptWhenAbsent) {
    if (named.has(field) && body[field] === undefined) {
      ctx.addIssue({ code: 'custom', path: ['changed'], message: `changed names ${field} but the body has no ${field} (send null to clear it)` });
    }
  }
  if ((named.has('startTime') || named.has('endTime')) && (body.startTime === undefined || body.endTime === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['changed'], message: 'startTime and endTime are one timeslot: with either in changed, send both' });
  }
});
export type StaffReservationUpdate = z.infer<typeof StaffReservationUpdate>;

/** Spec §7: POST/PUT /reservations, check-in and delete return the day's reservations. */
export const ReservationList = z.array(Reservation);

export const CheckInBody = z.object({ checkedIn: z.boolean() });

/**
 * Spec §7 swap: reservation A moves to the table `tableId`; reservation B, when given, moves to A's former table.
 * Onto an occupied table only with `allowOverlap`.
 */
export const SwapRequest = z.object({
  reservationIdA: EntityId,
  reservationIdB: EntityId.optional(),
  tableId: EntityId,
  allowOverlap: z.boolean().default(false),
});
export const SwapResponse = z.object({ reservationA: Reservation, reservationB: Reservation.optional() });

/** A host action (spec §4) as the tablet queues it: the intent and its client-generated id. */
export const ReservationActionRequest = z.object({ actionId: ActionId, action: ReservationAction });
export type ReservationActionRequest = z.infer<typeof ReservationActionRequest>;
export const ReservationActionResponse = z.object({
  actionId: ActionId,
  /** Every row of the booking after the action (the reservation and its linked rows). */
  reservations: z.array(Reservation),
});

/** Spec §3 Blocker (_id, start, end) with its scope: the whole restaurant (no level), an area, or tables of an area. */
export const Blocker = z.object({
  _id: EntityId,
  start: z.string(),
  end: z.string(),
  level: z.string().nullable(),
  tableNumbers: z.array(z.string()),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Blocker = z.infer<typeof Blocker>;
export const BlockerInput = z.object({
  /** PUT /blockers names the blocker here ("Cant update a blocker without an _id"). */
  _id: EntityId.optional(),
  start: IsoInstant,
  end: IsoInstant,
  level: z.string().trim().min(1).max(120).nullish(),
  tableNumbers: z.array(TableNumber).max(100).default([]),
  note: z.string().trim().max(1000).nullish(),
});
export type BlockerInput = z.infer<typeof BlockerInput>;

export const LocalDateQuery = LocalDate;

const cellStates = ['past', 'cutoff', 'blocker', 'reservation', 'free'] as const;
/** Consecutive timeline cells (core/reservations dayTimeline) of the same state and holders, merged. */
export const TimelineRun = z.object({
  start: z.string(),
  end: z.string(),
  /** Restaurant-local minute of the start. */
  minute: z.number().int(),
  state: z.enum(cellStates),
  reservationIds: z.array(z.string()),
  blockerIds: z.array(z.string()),
});
const Occupants = z.object({ current: z.string().nullable(), previous: z.string().nullable(), next: z.string().nullable() });
export const MatrixTable = z.object({
  _id: z.string(),
  key: z.string(),
  label: z.string(),
  level: z.string(),
  tableNumber: z.string(),
  cells: z.array(TimelineRun),
  /** Spec §4: current, previous and next occupant (reservation ids) at the selected slot's start. */
  occupants: Occupants.optional(),
});
export const Slot = z.object({ start: z.number().int(), end: z.number().int() });
export const ReservationMatrix = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** The restaurant's same-day cutoff hour (spec §9): the offline tablet draws the grid's cutoff cells with it. */
  sameDayCutoffHour: z.number().int().min(0).max(24),
  timeslot: Slot.nullable(),
  tables: z.array(MatrixTable),
  reservations: z.record(z.string(), Reservation),
  blockers: z.record(z.string(), Blocker),
});
export const BlockerMatrix = ReservationMatrix.omit({ reservations: true });

const CollisionBase = z.object({ level: z.string(), tableNumber: z.string(), start: z.string(), end: z.string() });
export const Collision = z.discriminatedUnion('kind', [
  CollisionBase.extend({ kind: z.literal('reservations'), reservationIds: z.tuple([z.string(), z.string()]) }),
  CollisionBase.extend({ kind: z.literal('blocker'), reservationId: z.string(), blockerId: z.string() }),
]);
export const CollisionList = z.object({
  items: z.array(Collision),
  reservations: z.record(z.string(), Reservation),
  blockers: z.record(z.string(), Blocker),
});

/** Turning a waitlist entry into a reservation: where and when; the guest's details come from the entry. */
export const WaitlistConversion = StaffReservationInput.pick({ startTime: true, endTime: true, level: true, tableNumbers: true, note: true, color: true, allowOverlap: true }).extend({
  partySize: z.number().int().min(1).max(500).optional(),
});
export type WaitlistConversion = z.infer<typeof WaitlistConversion>;
export const WaitlistConversionResponse = z.object({
  entry: WaitlistEntry,
  reservation: Reservation,
  /** Where the guest is told (in their language) that a table is theirs; null without an address. */
  emailTo: z.string().nullable(),
});

export const ActionsLogItem = z.object({
  _id: EntityId,
  time: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  /** What was done: a reservation action type (checkIn, extend …) or createReservation, updateBlocker … */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  read: z.boolean(),
  actionId: z.string().nullable(),
  /** Set when an admin made the change under an override (spec §6): platform staff, never the restaurant's own. */
  platformStaff: z.object({ adminId: z.string(), adminName: z.string().nullable(), reason: z.string() }).nullable(),
});
export type ActionsLogItem = z.infer<typeof ActionsLogItem>;
export const ActionsLogPage = numberedPageOf(ActionsLogItem);
