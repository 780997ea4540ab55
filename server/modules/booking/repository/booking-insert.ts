// The statement that commits an online booking: every row of the booking (a linked row per extra table of a
// combination) and its confirmation email's outbox row, in one statement, so they are committed together or not at
// all (docs/decisions/007). Prepared once per database handle and number of tables: building and planning it took
// longer than running it.
import { sql } from 'drizzle-orm';
import type { ReservationSource } from '../../../../core/analytics/booking-origin';
import type { Database } from '../../../platform/db/connection';
import { emailOutbox, reservations } from '../../../platform/db/schema';
import type { GuestReservationRow, ReservationRow } from '../reservation-dto';

/** What the booking's rows share; each row adds its own id, table and token. */
export interface BookingRowsValues {
  restaurantId: string;
  specialId: string | null;
  areaGroupId: string | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  level: string;
  partySize: number;
  startTime: Date;
  endTime: Date;
  note: string | null;
  referralCode: string | null;
  /** When the guest's device first opened the creator's link; null without a referral code. */
  referredAt: Date | null;
  /** The voucher code the guest gave (canonical), noted for the table. */
  voucherCode?: string | null;
  language: string | null;
  /** Docs/decisions/010: online or affiliate, and the guest's device; every row of the booking carries them. */
  source: Extract<ReservationSource, 'online' | 'affiliate'>;
  platform: 'desktop' | 'mobile';
  /** Spec §3: the booking's short token, on each of its rows (the online booking always gives one). */
  smsToken?: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** One per table, the first is the primary row (it carries the email). */
  rows: { id: string; tableNumber: string; token: string }[];
}

const p = sql.placeholder;

/**
 * A booking's row as its writer answers it: the values it wrote. The statement returns only which rows went in;
 * reading every column of every row back (and parsing its nine timestamps) cost the API more than the insert.
 */
export type BookedRow = GuestReservationRow & Pick<ReservationRow, 'linkedReservationId' | 'referralCode' | 'updatedAt'>;

/** The booking's rows as written: the first is the primary, every other row links to it. */
export function bookedRows(values: BookingRowsValues): BookedRow[] {
  const { rows, ...shared } = values;
  const primaryId = rows[0]?.id ?? null;
  return rows.map((row, i) => ({ ...shared, ...row, linkedReservationId: i === 0 ? null : primaryId, deletedAt: null }));
}

/** The columns every row of a booking shares, as placeholders named by `name`. The original times start as the booked ones. */
function sharedPlaceholders(name: (field: keyof Omit<BookingRowsValues, 'rows'>) => string) {
  return {
    restaurantId: p(name('restaurantId')),
    specialId: p(name('specialId')),
    areaGroupId: p(name('areaGroupId')),
    customerName: p(name('customerName')),
    customerPhone: p(name('customerPhone')),
    customerEmail: p(name('customerEmail')),
    level: p(name('level')),
    partySize: p(name('partySize')),
    startTime: p(name('startTime')),
    endTime: p(name('endTime')),
    originalStartTime: p(name('startTime')),
    originalEndTime: p(name('endTime')),
    note: p(name('note')),
    referralCode: p(name('referralCode')),
    // Cast, not mapped by the column: drizzle's timestamp mapping cannot take the null of a booking without referral.
    referredAt: sql`${p(name('referredAt'))}::timestamptz`,
    voucherCode: p(name('voucherCode')),
    language: p(name('language')),
    source: p(name('source')),
    platform: p(name('platform')),
    smsToken: p(name('smsToken')),
    createdAt: p(name('createdAt')),
    updatedAt: p(name('updatedAt')),
  };
}

function insertStatement(db: Database, tables: number) {
  // The outbox row's reference to the reservation is checked at the end of the statement.
  const queued = db.$with('queued').as(
    db.insert(emailOutbox).values({ restaurantId: p('restaurantId'), reservationId: p('id0'), kind: 'confirmation', language: p('language') }),
  );
  const shared = sharedPlaceholders((field) => field);
  return db
    .with(queued)
    .insert(reservations)
    .values(
      Array.from({ length: tables }, (_, i) => ({
        ...shared,
        id: p(`id${i}`),
        tableNumber: p(`table${i}`),
        token: p(`token${i}`),
        linkedReservationId: i === 0 ? null : p('id0'),
        guestBooking: i === 0,
      })),
    )
    .returning({ id: reservations.id })
    .prepare(`booking_insert_${tables}`);
}

const prepared = new WeakMap<Database, Map<number, ReturnType<typeof insertStatement>>>();

/** Inserts the booking; the exclusion constraint refuses it (23P01) when a table was taken since the read. */
export async function insertBooking(db: Database, values: BookingRowsValues): Promise<BookedRow[]> {
  let byTables = prepared.get(db);
  if (!byTables) prepared.set(db, (byTables = new Map()));
  const tables = values.rows.length;
  let statement = byTables.get(tables);
  if (!statement) byTables.set(tables, (statement = insertStatement(db, tables)));
  const { rows, ...shared } = values;
  const perRow: Record<string, string> = {};
  rows.forEach((row, i) => {
    perRow[`id${i}`] = row.id;
    perRow[`table${i}`] = row.tableNumber;
    perRow[`token${i}`] = row.token;
  });
  // One statement: it wrote every row, or it threw.
  await statement.execute({ ...shared, smsToken: shared.smsToken ?? null, voucherCode: shared.voucherCode ?? null, ...perRow });
  return bookedRows(values);
}
