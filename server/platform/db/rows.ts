// The rows several modules hand each other, typed once from the schema: a module reads them through its own
// repository, and the others name them without importing the tables.
import type { adminOverrideSessions, reservations, roles, users } from './schema';

export type ReservationRow = typeof reservations.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type OverrideSessionRow = typeof adminOverrideSessions.$inferSelect;
