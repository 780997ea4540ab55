// The platform's own records, about no one restaurant.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

/**
 * Server errors sent to the error-reporting service (spec §8: status 500 and above), one row each, so the admin
 * dashboard can count them without asking the service. Only what identifies the failure, never a guest's data.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: id().primaryKey(),
    at: instant('at').notNull().defaultNow(),
    requestId: text('request_id').notNull(),
    /** The route's pattern (`/api/reservations/:id`), never the URL with its values. */
    route: text('route').notNull(),
    status: integer('status').notNull(),
    message: text('message').notNull(),
    /** Groups reports of the same failure: a hash of the error's kind, message and route. */
    fingerprint: text('fingerprint').notNull(),
  },
  (t) => [index('error_reports_at_idx').on(t.at)],
);
