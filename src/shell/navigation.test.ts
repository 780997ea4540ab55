import { describe, expect, it } from 'vitest';
import { permissions } from '../../core/permissions';
import type { GuardUser } from './guard';
import { navRoutes, overviewRoutes, showsAffiliateBar, showsNavigation, showsNewReservation, showsRefresh, showsTopBar, type ShellState } from './navigation';

const host: GuardUser = { type: 'Restaurant', restaurantId: 'demo', permissions: ['ReadReservations', 'ManageReservations', 'ManageTables', 'ManageBlockers'] };
const reader: GuardUser = { type: 'Restaurant', restaurantId: 'demo', permissions: ['ReadReservations', 'ManageReservations'] };
const analyst: GuardUser = { type: 'Restaurant', restaurantId: 'demo', permissions: ['ViewAnalytics'] };
const admin: GuardUser = { type: 'Admin', restaurantId: null, permissions: [...permissions] };
const affiliate: GuardUser = { type: 'Affiliate', restaurantId: null, permissions: [] };

const shell = (user: GuardUser | null, extra: Partial<ShellState> = {}): ShellState => ({
  authenticated: Boolean(user),
  user,
  childAuthPending: false,
  needsOnboarding: false,
  adminRestaurantOverride: null,
  routeId: 'Reservations',
  ...extra,
});

describe('navigation filtering by permission', () => {
  it('shows Reservations, Search, Checkin and TableState where permitted', () => {
    expect(navRoutes(host).map((r) => r.id)).toEqual(['Reservations', 'Search', 'Checkin', 'TableState']);
    expect(navRoutes(reader).map((r) => r.id)).toEqual(['Reservations', 'Search']);
    expect(navRoutes(analyst).map((r) => r.id)).toEqual([]);
    expect(navRoutes(admin).map((r) => r.id)).toEqual(['Reservations', 'Search', 'Checkin', 'TableState']);
    expect(navRoutes(null)).toEqual([]);
  });

  it('offers "new reservation" only with Reservations', () => {
    expect(showsNewReservation(host)).toBe(true);
    expect(showsNewReservation(analyst)).toBe(false);
  });

  it('groups the overview into Reservations, Insights and Management', () => {
    const groups = overviewRoutes(host);
    expect(groups.Reservations.map((r) => r.id)).toContain('Blockers');
    expect(groups.Insights.map((r) => r.id)).toEqual(['ActionsLog']);
    expect(overviewRoutes(analyst).Insights.map((r) => r.id)).toEqual(['Analytics']);
    const kitchen: GuardUser = { type: 'Restaurant', restaurantId: 'demo', permissions: ['ReadReservations', 'ViewKitchen'] };
    expect(overviewRoutes(kitchen).Insights.map((r) => r.id)).toEqual(['AnalyticsKitchen']);
    expect(overviewRoutes(kitchen).Reservations.map((r) => r.id)).toEqual([]);
  });
});

describe('shell visibility', () => {
  it('shows navigation for restaurant users and for admins with a restaurant override only', () => {
    expect(showsNavigation(shell(host))).toBe(true);
    expect(showsNavigation(shell(admin))).toBe(false);
    expect(showsNavigation(shell(admin, { adminRestaurantOverride: 'demo' }))).toBe(true);
    expect(showsNavigation(shell(affiliate))).toBe(false);
    expect(showsNavigation(shell(host, { childAuthPending: true }))).toBe(false);
    expect(showsNavigation(shell(host, { needsOnboarding: true }))).toBe(false);
    expect(showsNavigation(shell({ ...host, type: null }))).toBe(false);
    expect(showsNavigation(shell(null))).toBe(false);
  });

  it('shows the top bar to restaurant and admin users except on Booking, SlugHub and while onboarding', () => {
    expect(showsTopBar(shell(host))).toBe(true);
    expect(showsTopBar(shell(admin))).toBe(true);
    expect(showsTopBar(shell(host, { routeId: 'Booking' }))).toBe(false);
    expect(showsTopBar(shell(host, { routeId: 'SlugHub' }))).toBe(false);
    expect(showsTopBar(shell(host, { needsOnboarding: true }))).toBe(false);
    expect(showsTopBar(shell(affiliate))).toBe(false);
  });

  it('shows refresh on Reservations, Checkin and TableState only', () => {
    expect((['Reservations', 'Checkin', 'TableState', 'Search', 'Overview'] as const).map(showsRefresh)).toEqual([true, true, true, false, false]);
  });

  it('shows the affiliate bar to signed-in affiliates except on Booking and UserOnboarding', () => {
    expect(showsAffiliateBar(shell(affiliate, { routeId: 'CreatorOverview' }))).toBe(true);
    expect(showsAffiliateBar(shell(affiliate, { routeId: 'Booking' }))).toBe(false);
    expect(showsAffiliateBar(shell(affiliate, { routeId: 'UserOnboarding' }))).toBe(false);
    expect(showsAffiliateBar(shell(host, { routeId: 'CreatorOverview' }))).toBe(false);
  });
});
