import { describe, expect, it } from 'vitest';
import { grantsAll, isPermissionListValid, permissions } from './permissions';
import { roleTemplates } from './role-templates';
import { routes, routeOf } from './routes/route-table';

const opens = (granted: readonly string[]) => routes.filter((route) => route.area === 'restaurant' && route.permissions?.length && grantsAll(granted, route.permissions)).map((route) => route.id);

describe('role templates', () => {
  it('are valid roles with distinct names (spec §5 permission list)', () => {
    const all = Object.values(roleTemplates);
    expect(all.every((template) => isPermissionListValid(template.permissions) && template.name.length > 0)).toBe(true);
    expect(new Set(all.map((template) => template.name)).size).toBe(all.length);
  });

  it('give the owner every permission', () => {
    expect([...roleTemplates.owner.permissions].sort()).toEqual([...permissions].sort());
  });

  it('give the kitchen its screen and, of the others that need a permission, only a single reservation to read (decision 010)', () => {
    expect(grantsAll(roleTemplates.kitchen.permissions, routeOf('AnalyticsKitchen').permissions ?? [])).toBe(true);
    expect(opens(roleTemplates.kitchen.permissions).sort()).toEqual(['AnalyticsKitchen', 'Reservation']);
  });

  it('give the host the service screens but neither analytics nor the kitchen', () => {
    const hostRoutes = opens(roleTemplates.host.permissions);
    expect(hostRoutes).toEqual(expect.arrayContaining(['Reservations', 'Checkin', 'TableState', 'Blockers']));
    expect(hostRoutes).not.toContain('Analytics');
    expect(hostRoutes).not.toContain('AnalyticsKitchen');
  });
});
