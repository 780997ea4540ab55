import { sql } from 'drizzle-orm';

/**
 * `effectiveEnd` (../reservation-dto.ts) in SQL, for reads that filter or compute by it; `table` names the reservations table in the statement
 * (a name from the code, never from input). The exclusion constraint (migration 0002) ends its ranges the same way.
 */
export const effectiveEndSql = (table: 'x' | 'reservations') =>
  sql.raw(`greatest(${table}.start_time, coalesce(${table}.left_at, ${table}.extended_to, ${table}.end_time))`);
