// Spec §7 POST /reservations/swap: reservation A (one table of its booking) moves to the table `tableId`; B, when given,
// to A's former table. Onto a taken table only with allowOverlap.
import { z } from 'zod';
import { groupKey } from '../reservations';
import { SwapRequest } from '../schemas/front-of-house';
import type { Reservation } from '../schemas/reservations';
import { iso, settleOverlaps } from './checks';
import { planned, refused, type DayState, type Plan, type PlanContext } from './types';

export const Move = SwapRequest.extend({ kind: z.literal('swap') });
export type Move = z.infer<typeof Move>;

/** Another live row of the same booking already holds the table the row moves to (one of its extra tables). */
function holdsAlready(row: Reservation, state: DayState): boolean {
  const key = groupKey(row);
  return state.reservations.some(
    (other) => other._id !== row._id && groupKey(other) === key && other.deletedAt === null && other.level === row.level && other.tableNumber === row.tableNumber,
  );
}

export function planMove(state: DayState, command: Move, ctx: PlanContext): Plan {
  if (command.reservationIdB === command.reservationIdA) return refused('invalid_request', { reason: 'swap_with_itself' });
  const find = (id: string) => state.reservations.find((row) => row._id === id);
  // In id order, as the server locks them.
  const missing = [command.reservationIdA, command.reservationIdB].filter((id): id is string => id !== undefined && !find(id)).sort()[0];
  if (missing !== undefined) return refused('not_found', { reason: 'no_reservation', id: missing });
  const a = find(command.reservationIdA) as Reservation;
  const b = command.reservationIdB === undefined ? undefined : find(command.reservationIdB);
  for (const row of [a, ...(b ? [b] : [])]) if (row.deletedAt) return refused('reservation_deleted', { reason: 'reservation_deleted', id: row._id });
  const table = state.tables.find((t) => t._id === command.tableId);
  if (!table) return refused('not_found', { reason: 'no_table', id: command.tableId });
  const moved = (row: Reservation, to: { level: string; tableNumber: string }): Reservation => ({ ...row, ...to, editorId: ctx.actorId, updatedAt: iso(ctx.now) });
  const nextA = moved(a, { level: table.level, tableNumber: table.tableNumber });
  const nextB = b ? moved(b, { level: a.level, tableNumber: a.tableNumber }) : undefined;
  if (holdsAlready(nextA, state) || (nextB && holdsAlready(nextB, state))) return refused('invalid_request', { reason: 'holds_table' });
  const settled = settleOverlaps([nextA, ...(nextB ? [nextB] : [])], state, new Set(), command.allowOverlap);
  if (!Array.isArray(settled)) return { refusal: settled };
  const before = [a, ...(b ? [b] : [])];
  // A move that changes no place (nor overlap flag) writes nothing; otherwise both rows are written.
  const changes = settled.some((row, i) => {
    const old = before[i] as Reservation;
    return old.level !== row.level || old.tableNumber !== row.tableNumber || old.allowOverlap !== row.allowOverlap;
  });
  return planned({ reservations: changes ? settled : [] });
}
