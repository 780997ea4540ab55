// The reservations and tables staff read (../reservation-views.ts): one reservation, a page of the list, the name
// search and the floor's tables in order.
import { and, asc, count, desc, eq, gte, ilike, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../platform/db/connection';
import { tenantRows } from '../../../platform/db/tenant-rows';
import { areas, diningTables, reservations } from '../../../platform/db/schema';
import { restaurantReservations, type ReservationRow } from '../../booking';

const reservationRows = tenantRows(reservations);

export interface ListQuery {
  skip: number;
  size: number;
  tableKey?: string | undefined;
  startTime?: string | undefined;
  level?: string | undefined;
  tableNumber?: string | undefined;
}

/** Escapes LIKE wildcards, so a name with % or _ matches itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function reservationRow(db: Database, restaurantId: string, id: string): Promise<ReservationRow | undefined> {
  return reservationRows.find(db, restaurantId, id);
}

/** A page of live reservations by start (and table), and how many match in all. */
export async function reservationPage(db: Database, restaurantId: string, query: ListQuery): Promise<{ rows: ReservationRow[]; total: number }> {
  const where = restaurantReservations(
    restaurantId,
    isNull(reservations.deletedAt),
    query.tableKey === undefined ? undefined : sql`${reservations.level} || '-' || ${reservations.tableNumber} = ${query.tableKey}`,
    query.startTime === undefined ? undefined : gte(reservations.startTime, new Date(query.startTime)),
    query.level === undefined ? undefined : eq(reservations.level, query.level),
    query.tableNumber === undefined ? undefined : eq(reservations.tableNumber, query.tableNumber),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reservations)
      .where(where)
      .orderBy(asc(reservations.startTime), asc(reservations.level), asc(reservations.tableNumber), asc(reservations.id))
      .limit(query.size)
      .offset(query.skip),
    db.select({ n: count() }).from(reservations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Live primary rows whose guest name contains the text, newest first. */
export function reservationsNamed(db: Database, restaurantId: string, customerName: string, limit: number): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(
      restaurantReservations(
        restaurantId,
        isNull(reservations.deletedAt),
        isNull(reservations.linkedReservationId),
        ilike(reservations.customerName, `%${likeLiteral(customerName.trim())}%`),
      ),
    )
    .orderBy(desc(reservations.startTime), asc(reservations.id))
    .limit(limit);
}

/** The restaurant's tables in floor order (area sorting, then the tables' own order). */
export async function tablesInFloorOrder(q: Queryable, restaurantId: string) {
  const rows = await q
    .select({ table: diningTables, sorting: areas.sorting })
    .from(diningTables)
    .leftJoin(areas, and(eq(areas.restaurantId, diningTables.restaurantId), eq(areas.name, diningTables.level)))
    .where(eq(diningTables.restaurantId, restaurantId))
    .orderBy(asc(areas.sorting), asc(diningTables.level), asc(diningTables.frontendGroupOrder), asc(diningTables.tableNumber));
  return rows.map((row) => row.table);
}
