// The error_reports table (server/platform/db/schema/platform.ts): one row per server error sent to the service.
import { count, gte } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection';
import { errorReports } from '../../platform/db/schema';

export interface ErrorReportRow {
  requestId: string;
  route: string;
  status: number;
  message: string;
  fingerprint: string;
}

export async function recordErrorReport(db: Database, report: ErrorReportRow): Promise<void> {
  await db.insert(errorReports).values(report);
}

/** How many server errors were reported from `since` on (the admin dashboard: "errors in the last 24 h"). */
export async function countErrorReportsSince(db: Database, since: Date): Promise<number> {
  const [row] = await db.select({ reports: count() }).from(errorReports).where(gte(errorReports.at, since));
  return Number(row?.reports ?? 0);
}
