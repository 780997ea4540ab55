import { describe, expect, it } from 'vitest';
import { Username } from '../schemas/users';
import { matchLocation } from './match';
import { isReservedSlug } from './reserved-slugs';

describe('reserved slugs', () => {
  it('are the app’s own root paths and area prefixes, in any case', () => {
    for (const name of ['admin', 'login', 'all', 'user', 'auth-failed', 'emulator-config', 'privacy', 'api', 'files', 'Assets']) expect([name, isReservedSlug(name)]).toEqual([name, true]);
    expect(isReservedSlug('anna-eats')).toBe(false);
  });

  it('are refused as usernames, and every name that is not one opens the slug hub', () => {
    expect(Username.safeParse('admin').success).toBe(false);
    expect(Username.safeParse('login').success).toBe(false);
    expect(Username.parse('Anna-Eats')).toBe('anna-eats');
    expect(matchLocation('/anna-eats', { kind: 'product' })).toMatchObject({ kind: 'route', route: { id: 'SlugHub' } });
  });
});
