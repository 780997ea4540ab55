// Spec §6: staff permissions, and the rule of §5 for a role's permission list. ViewKitchen is ours: the kitchen
// screen's own permission, so a kitchen role sees that screen only (docs/decisions/010-analytics.md).
export const permissions = [
  'ReadReservations',
  'ManageReservations',
  'ManageBlockers',
  'ManageTables',
  'ManageAreas',
  'ManageTimeslots',
  'ManageUsers',
  'ManageRoles',
  'ViewAnalytics',
  'ViewKitchen',
] as const;

export type Permission = (typeof permissions)[number];

export const userTypes = ['Admin', 'Restaurant', 'Affiliate'] as const;
export type UserType = (typeof userTypes)[number];

/** Legacy sentinel values (spec §5) that make a permission list invalid wherever they appear. */
const invalidSentinels = new Set<unknown>([-1, -2, -3, -4]);

/**
 * Spec §5: a permission list is invalid if empty, missing, or containing -1…-4; if a specific permission is asked for,
 * it must be in the list.
 */
export function isPermissionListValid(list: readonly unknown[] | null | undefined, required?: Permission): boolean {
  if (!list || list.length === 0) return false;
  if (list.some((entry) => invalidSentinels.has(entry))) return false;
  return required === undefined || list.includes(required);
}

/** True when every required permission is granted by a valid list. An empty requirement needs only a valid list. */
export function grantsAll(list: readonly unknown[] | null | undefined, required: readonly Permission[]): boolean {
  if (!isPermissionListValid(list)) return false;
  return required.every((permission) => isPermissionListValid(list, permission));
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (permissions as readonly string[]).includes(value);
}
