// Spec §3 Blocker, §7 POST/PUT/DELETE /blockers: a span of time in which the whole restaurant (no level), one area (a
// level without tables) or some tables of an area take no bookings. A blocker may be placed over reservations: staff
// decide, and the overlaps show under collisions.
import { z } from 'zod';
import { EntityId } from '../schemas/common';
import { BlockerInput, type Blocker } from '../schemas/front-of-house';
import { iso } from './checks';
import { planned, refused, type DayState, type Plan, type PlanContext } from './types';

/** A blocker longer than a year is a typo. */
const maxLengthMs = 366 * 86_400_000;

/** `blockerId`: the tablet names a new blocker locally; the server names it for good (its answer carries the id). */
export const BlockerCreate = z.object({ kind: z.literal('createBlocker'), blockerId: EntityId.optional(), input: BlockerInput });
export type BlockerCreate = z.infer<typeof BlockerCreate>;
export const BlockerEdit = z.object({ kind: z.literal('updateBlocker'), blockerId: EntityId, input: BlockerInput });
export type BlockerEdit = z.infer<typeof BlockerEdit>;
export const BlockerDelete = z.object({ kind: z.literal('deleteBlocker'), blockerId: EntityId });
export type BlockerDelete = z.infer<typeof BlockerDelete>;

type Scope = Pick<Blocker, 'start' | 'end' | 'level' | 'tableNumbers'>;

function scopeOf(state: DayState, input: BlockerInput): Scope | Plan {
  const start = Date.parse(input.start);
  const end = Date.parse(input.end);
  if (end <= start) return refused('invalid_request', { reason: 'blocker_end_not_after_start' });
  if (end - start > maxLengthMs) return refused('invalid_request', { reason: 'blocker_too_long' });
  const level = input.level ?? null;
  const tableNumbers = [...new Set(input.tableNumbers)];
  const scope = { start: iso(start), end: iso(end), level, tableNumbers };
  if (level === null) return tableNumbers.length ? refused('invalid_request', { reason: 'blocker_tables_without_level' }) : scope;
  if (state.areas && !state.areas.includes(level)) return refused('invalid_request', { reason: 'no_area', level });
  if (!tableNumbers.length || (!state.areas && !state.tables.length)) return scope;
  const known = new Set(state.tables.filter((t) => t.level === level).map((t) => t.tableNumber));
  const missing = tableNumbers.filter((n) => !known.has(n));
  return missing.length ? refused('invalid_request', { reason: 'unknown_tables', level, tableNumbers: missing }) : scope;
}

const isPlan = (value: Scope | Plan): value is Plan => 'changes' in value || 'refusal' in value;

export function planBlockerCreate(state: DayState, command: BlockerCreate, ctx: PlanContext): Plan {
  const scope = scopeOf(state, command.input);
  if (isPlan(scope)) return scope;
  const id = command.blockerId ?? ctx.newId();
  if (state.blockers.some((b) => b._id === id)) return refused('conflict', { reason: 'id_taken', id });
  return planned({ blockers: [{ _id: id, ...scope, note: command.input.note ?? null, createdBy: ctx.actorId, createdAt: iso(ctx.now) }] });
}

export function planBlockerEdit(state: DayState, command: BlockerEdit): Plan {
  const { input } = command;
  if (input._id !== undefined && input._id !== command.blockerId) return refused('invalid_request', { reason: 'blocker_id_mismatch', id: input._id, detail: { blockerId: command.blockerId } });
  const current = state.blockers.find((b) => b._id === command.blockerId);
  if (!current) return refused('not_found', { reason: 'no_blocker', id: command.blockerId });
  const scope = scopeOf(state, input);
  if (isPlan(scope)) return scope;
  return planned({ blockers: [{ ...current, ...scope, note: input.note ?? null }] });
}

export function planBlockerDelete(state: DayState, command: BlockerDelete): Plan {
  if (!state.blockers.some((b) => b._id === command.blockerId)) return refused('not_found', { reason: 'no_blocker', id: command.blockerId });
  return planned({ removedBlockers: [command.blockerId] });
}
