// Spec §7 PUT /reservations: an edit of a booking (by its id or any of its linked rows' ids). It names only the fields it
// changes; the others keep the row's value as the planner finds it (per-field merge, docs/decisions/005 rule 2). With
// a device time, each named field is written only when this edit is its latest write (rule 3, core field-clock), so a
// field edited on two tablets goes to the later edit whichever arrives first. Tables still wanted keep their rows,
// dropped extra tables are soft-deleted, new ones get linked rows (core bookingTables; rule 4: area and tables are
// decided as they arrive). A changed time clears an extension (it was computed against the old end).
import { z } from 'zod';
import { bookingTables, groupKey, resolveWrite, stampChanged, stampOf, type FieldClock } from '../reservations';
import { DeviceInstant, EntityId, GuestName, HexColor, IsoInstant, Language } from '../schemas/common';
import { TableNumber } from '../schemas/floor';
import { editableFields, legacyText, OptionalEmail, OptionalPhone, PartySizeValue, type EditableField } from '../schemas/front-of-house';
import type { Reservation } from '../schemas/reservations';
import { createdAtOf, defaultLengthMs, iso, isRefusalValue, placeRefusal, settleOverlaps, specialRefusal, timesOf } from './checks';
import { planned, refused, type DayState, type Plan, type PlanContext } from './types';

/** The fields an edit changes; absent is unchanged, null clears note, colour, language or special. */
export const EditChanges = z.object({
  customer: z.object({ name: legacyText(GuestName).optional(), phone: legacyText(OptionalPhone).optional(), email: legacyText(OptionalEmail).optional() }).optional(),
  partySize: PartySizeValue.optional(),
  level: z.string().trim().min(1, 'Choose an area').max(120).optional(),
  tableNumbers: z.array(TableNumber).min(1, 'Choose a table').max(20).optional(),
  startTime: IsoInstant.optional(),
  endTime: IsoInstant.optional(),
  note: z.string().trim().max(1000).nullable().optional(),
  color: HexColor.nullable().optional(),
  language: Language.nullable().optional(),
  specialId: EntityId.nullable().optional(),
});
export type EditChanges = z.infer<typeof EditChanges>;

export const Edit = z.object({
  kind: z.literal('updateReservation'),
  reservationId: EntityId,
  changes: EditChanges,
  allowOverlap: z.boolean().default(false),
  /** When the host made the edit, on the device: the named fields then take the edit made last (rule 3). */
  deviceTime: DeviceInstant.optional(),
  /** The fields the device time dates, when not all those in `changes` (the PUT route's `changed`). */
  changed: z.array(z.enum(editableFields)).max(20).optional(),
});
export type Edit = z.infer<typeof Edit>;

/** The editable fields `changes` gives a value for. */
export function fieldsOf(changes: EditChanges): EditableField[] {
  const fields: EditableField[] = [];
  for (const key of ['name', 'phone', 'email'] as const) if (changes.customer?.[key] !== undefined) fields.push(`customer.${key}`);
  for (const key of ['partySize', 'startTime', 'endTime', 'note', 'color', 'language', 'specialId'] as const) if (changes[key] !== undefined) fields.push(key);
  return fields;
}

type Values = Pick<Reservation, 'partySize' | 'note' | 'color' | 'language' | 'specialId'> & { name: string; phone: string; email: string };

/** Of the values `changes` asks for, those of `fields`. */
function valuesOf(changes: EditChanges, fields: readonly EditableField[]): Partial<Values> {
  const values: Partial<Values> = {};
  const has = (field: EditableField) => fields.includes(field);
  if (has('customer.name') && changes.customer?.name !== undefined) values.name = changes.customer.name;
  if (has('customer.phone') && changes.customer?.phone !== undefined) values.phone = changes.customer.phone;
  if (has('customer.email') && changes.customer?.email !== undefined) values.email = changes.customer.email.toLowerCase();
  if (has('partySize') && changes.partySize !== undefined) values.partySize = changes.partySize;
  for (const key of ['note', 'color', 'language', 'specialId'] as const) {
    const value = changes[key];
    if (has(key) && value !== undefined) Object.assign(values, { [key]: value });
  }
  return values;
}

const differs = (values: Partial<Values>, row: Reservation): EditableField[] => {
  const current: Values = { ...row.customer, partySize: row.partySize, note: row.note, color: row.color, language: row.language, specialId: row.specialId };
  const field = (key: keyof Values): EditableField => (key === 'name' || key === 'phone' || key === 'email' ? `customer.${key}` : key);
  return (Object.keys(values) as (keyof Values)[]).filter((key) => values[key] !== current[key]).map(field);
};

/** The fields this edit writes and the booking's clock after it (rule 3 with a device time; as it arrives without). */
function merge(command: Edit, clock: FieldClock, ctx: PlanContext): { fields: EditableField[]; clock: FieldClock } | undefined {
  const given = fieldsOf(command.changes);
  if (command.deviceTime === undefined) {
    const slot: EditableField[] = given.includes('startTime') || given.includes('endTime') ? ['startTime', 'endTime'] : [];
    return { fields: [...given.filter((f) => f !== 'startTime' && f !== 'endTime'), ...slot], clock };
  }
  if (!ctx.actionId) return undefined;
  const named = command.changed ?? given;
  const { wins, clock: next } = resolveWrite(clock, named, stampOf(command.deviceTime, ctx.actionId, new Date(ctx.now)));
  return { fields: wins, clock: next };
}

/** Two rows alike but for who edited them when: the edit changed nothing of that row. */
const sameRow = (a: Reservation, b: Reservation) => JSON.stringify({ ...a, updatedAt: '', editorId: null }) === JSON.stringify({ ...b, updatedAt: '', editorId: null });

export function planEdit(state: DayState, command: Edit, ctx: PlanContext): Plan {
  const { changes } = command;
  const target = state.reservations.find((row) => row._id === command.reservationId);
  if (!target) return refused('not_found', { reason: 'no_reservation', id: command.reservationId });
  const key = groupKey(target);
  const rows = state.reservations.filter((row) => groupKey(row) === key);
  const primary = rows.find((row) => row._id === key) ?? target;
  if (primary.deletedAt) return refused('reservation_deleted', { reason: 'reservation_deleted', id: primary._id });
  const oldStart = Date.parse(primary.startTime);
  const oldEnd = Date.parse(primary.endTime);
  const asked = timesOf(changes, oldStart, changes.startTime && !changes.endTime ? oldEnd - oldStart : defaultLengthMs);
  if (isRefusalValue(asked)) return { refusal: asked };
  const clockBefore = state.fieldClocks?.get(primary._id) ?? {};
  const merged = merge(command, clockBefore, ctx);
  if (!merged) return refused('invalid_request', { reason: 'needs_action_id' });
  const values = valuesOf(changes, merged.fields);
  const slotAsked = changes.startTime !== undefined || changes.endTime !== undefined;
  const times = slotAsked && merged.fields.includes('startTime') ? asked : { start: oldStart, end: oldEnd };
  // Without a device time the fields whose value the edit changes take the server's stamp (core stampChanged).
  const moved = times.start !== oldStart || times.end !== oldEnd;
  const clock = command.deviceTime === undefined ? stampChanged(clockBefore, [...differs(values, primary), ...(moved ? (['startTime'] as const) : [])], { at: iso(ctx.now), id: ctx.actionId ?? '' }) : merged.clock;

  const live = [primary, ...rows.filter((row) => row !== primary && row.deletedAt === null)];
  const level = changes.level ?? primary.level;
  const wanted = changes.tableNumbers ?? live.filter((row) => row.level === level).map((row) => row.tableNumber);
  const invalid = placeRefusal(state, level, wanted) ?? specialRefusal(state, changes.specialId);
  if (invalid) return { refusal: invalid };

  const { keeps, added: addedTables } = bookingTables(primary, live, level, wanted);
  const edited = (row: Reservation, tableNumber: string): Reservation => ({
    ...row,
    customer: { name: values.name ?? row.customer.name, phone: values.phone ?? row.customer.phone, email: values.email ?? row.customer.email },
    partySize: values.partySize ?? row.partySize,
    level,
    tableNumber,
    startTime: iso(times.start),
    endTime: iso(times.end),
    extendedTo: moved ? null : row.extendedTo,
    note: values.note === undefined ? row.note : values.note,
    color: values.color === undefined ? row.color : values.color,
    language: values.language === undefined ? row.language : values.language,
    specialId: values.specialId === undefined ? row.specialId : values.specialId,
    editorId: ctx.actorId,
    updatedAt: iso(ctx.now),
  });
  const kept = [...keeps].map(([row, n]) => ({ before: row, after: edited(row, n) }));
  const primaryNext = kept.find((k) => k.before === primary)?.after as Reservation;
  const dropped = live.filter((row) => !keeps.has(row)).map((row) => ({ ...row, deletedAt: iso(ctx.now), deletedBy: ctx.actorId, editorId: ctx.actorId, updatedAt: iso(ctx.now) }));
  const added = addedTables.map((tableNumber) => ({
    ...primaryNext,
    _id: ctx.newId(),
    tableNumber,
    linkedReservationId: primary._id,
    originalStartTime: iso(times.start),
    originalEndTime: iso(times.end),
    creatorId: ctx.actorId,
    createdAt: createdAtOf(ctx.now),
    notifiedAt: null,
  }));
  const settled = settleOverlaps([...kept.map((k) => k.after), ...added], state, new Set(rows.map((row) => row._id)), command.allowOverlap);
  if (!Array.isArray(settled)) return { refusal: settled };
  const before = new Map(rows.map((row) => [row._id, row]));
  // An edit that changes nothing of a row writes nothing to it; updatedAt and editorId alone are no change.
  const changed = settled.filter((row) => {
    const old = before.get(row._id);
    return !old || !sameRow(old, row);
  });
  return planned({ reservations: [...dropped, ...changed], fieldClock: { clock, rowIds: kept.map((k) => k.before._id) } });
}
