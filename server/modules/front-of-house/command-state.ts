// The day a command is planned against on the server (core/commands DayState), read inside the change's transaction
// after the rows the command changes are locked, and the way a planned row becomes columns of the reservations table.
import type { DayState } from '../../../core/commands';
import type { FieldClock } from '../../../core/reservations';
import type { Reservation } from '../../../core/schemas/reservations';
import type { Transaction } from '../../platform/db/connection';
import { loadBookAround } from './repository/reservation-book';
import { floorOf, specialIdsOf } from './repository/day-floor';
import { changeRules, reservationDto, type ReservationRow } from '../booking';

export interface DayLoad {
  /** Instants the day is read around (the book from the local day before to the day after each). */
  starts?: readonly Date[] | undefined;
  /** Rows locked for the command (its booking): they replace what the book read of them, deleted ones included. */
  locked?: readonly ReservationRow[] | undefined;
  /** Ids that must be in the day whatever their date (a walk-in's id, to see that it is taken). */
  ids?: readonly string[] | undefined;
  /** The floor (areas and tables) is read only for commands that name a place. */
  floor?: boolean | undefined;
  specialId?: string | null | undefined;
}

export interface LoadedDay {
  state: DayState;
  /** Every reservation row read, by id (the rows a write starts from). */
  rows: Map<string, ReservationRow>;
}

/** Reads the day a command touches: the book around `starts`, the locked rows over it, the floor when asked. */
export async function loadDay(tx: Transaction, restaurantId: string, load: DayLoad): Promise<LoadedDay> {
  const { timeZone } = await changeRules(tx, restaurantId);
  const locked = load.locked ?? [];
  const ids = [...locked.map((row) => row.id), ...(load.ids ?? [])];
  const book = load.starts?.length ? await loadBookAround(tx, restaurantId, load.starts, timeZone, ids) : { rows: [...locked], blockers: [] };
  const rows = new Map(book.rows.map((row) => [row.id, row]));
  for (const row of locked) rows.set(row.id, row);
  const floor = load.floor ? await floorOf(tx, restaurantId) : { tables: [] };
  const fieldClocks = new Map<string, FieldClock>([...rows.values()].map((row) => [row.id, row.fieldClock]));
  const state: DayState = {
    restaurantId,
    timeZone,
    reservations: [...rows.values()].map(reservationDto),
    blockers: book.blockers,
    ...floor,
    specialIds: await specialIdsOf(tx, restaurantId, load.specialId),
    fieldClocks,
  };
  return { state, rows };
}

const date = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * A planned reservation as columns (what the DTO carries; token, guestBooking and the clock are the caller's). The
 * fields the DTO names as the table does (restaurantId, level, note …) are the columns as they are. The referral's
 * first visit and the spend are not the host's commands' to write (docs/decisions/014).
 */
export function columnsOf(row: Reservation): Omit<ReservationRow, 'token' | 'guestBooking' | 'fieldClock' | 'smsToken' | 'referredAt' | 'spend'> {
  const { _id, customer, startTime, endTime, originalStartTime, originalEndTime, createdAt, updatedAt, smsToken: _smsToken, voucherCode, ...rest } = row;
  const { checkedInAt, extendedTo, leftAt, notifiedAt, deletedAt, ...same } = rest;
  return {
    ...same,
    id: _id,
    voucherCode: voucherCode ?? null,
    customerName: customer.name,
    customerPhone: customer.phone,
    customerEmail: customer.email,
    startTime: new Date(startTime),
    endTime: new Date(endTime),
    originalStartTime: new Date(originalStartTime),
    originalEndTime: new Date(originalEndTime),
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
    checkedInAt: date(checkedInAt),
    extendedTo: date(extendedTo),
    leftAt: date(leftAt),
    notifiedAt: date(notifiedAt),
    deletedAt: date(deletedAt),
  };
}

/** The columns of `before` that the planned `after` changes (instants compared as instants). */
export function changedColumns(before: ReservationRow, after: Reservation): Partial<ReservationRow> {
  const next = columnsOf(after);
  const changed: Partial<ReservationRow> = {};
  for (const [key, value] of Object.entries(next) as [keyof typeof next, unknown][]) {
    const old: unknown = before[key];
    const same = value instanceof Date && old instanceof Date ? value.getTime() === old.getTime() : value === old;
    if (!same) Object.assign(changed, { [key]: value });
  }
  return changed;
}
