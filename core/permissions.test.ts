import { describe, expect, it } from 'vitest';
import { grantsAll, isPermission, isPermissionListValid } from './permissions';

describe('isPermissionListValid (spec §5)', () => {
  it('rejects missing and empty lists', () => {
    expect(isPermissionListValid(undefined)).toBe(false);
    expect(isPermissionListValid(null)).toBe(false);
    expect(isPermissionListValid([])).toBe(false);
  });
  it.each([-1, -2, -3, -4])('rejects a list containing the sentinel %i', (sentinel) => {
    expect(isPermissionListValid(['ReadReservations', sentinel])).toBe(false);
  });
  it('requires an asked-for permission to be present', () => {
    expect(isPermissionListValid(['ReadReservations'], 'ReadReservations')).toBe(true);
    expect(isPermissionListValid(['ReadReservations'], 'ManageTables')).toBe(false);
  });
  it('accepts a non-empty list with no sentinel', () => {
    expect(isPermissionListValid(['ViewAnalytics'])).toBe(true);
  });
});

describe('grantsAll', () => {
  it('needs every required permission', () => {
    const host = ['ReadReservations', 'ManageReservations', 'ManageTables'];
    expect(grantsAll(host, ['ReadReservations', 'ManageReservations', 'ManageTables'])).toBe(true);
    expect(grantsAll(host, ['ReadReservations', 'ManageUsers'])).toBe(false);
  });
  it('with nothing required still needs a valid list', () => {
    expect(grantsAll([], [])).toBe(false);
    expect(grantsAll(['ViewAnalytics'], [])).toBe(true);
  });
});

describe('isPermission', () => {
  it('knows the staff permissions and nothing else', () => {
    expect(isPermission('ManageBlockers')).toBe(true);
    expect(isPermission('ViewKitchen')).toBe(true);
    expect(isPermission('manageblockers')).toBe(false);
    expect(isPermission(3)).toBe(false);
  });
});
