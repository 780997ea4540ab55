import { describe, expect, it } from 'vitest';
import { pageStatus, type PageLookups } from './page-status';

const lookups: PageLookups = {
  productHosts: ['localhost'],
  restaurantExists: async (id) => id === 'demo',
  restaurantOfHost: async (host) => (host === 'book.trattoria.example' ? 'demo' : undefined),
  creatorExists: async (slug) => slug === 'creator',
};

describe('the status of a page the shell answers', () => {
  it('is 404 for a path no route matches', async () => {
    for (const path of ['/foo/bar/baz', '/admin/nothing', '/c/unknown/x', '/r/demo/no-such-screen', '/r/demo/settings/nope/x/y']) {
      expect(await pageStatus(path, 'localhost', lookups), path).toBe(404);
    }
  });

  it('is 404 for an unknown restaurant, a host mapped to none, and a creator page nobody owns', async () => {
    expect(await pageStatus('/r/nonexistent/', 'localhost', lookups)).toBe(404);
    expect(await pageStatus('/r/nonexistent/reservations', 'localhost', lookups)).toBe(404);
    expect(await pageStatus('/', 'unmapped.example', lookups)).toBe(404);
    expect(await pageStatus('/nobody', 'localhost', lookups)).toBe(404);
  });

  it('is 200 for every page that exists', async () => {
    for (const path of ['/', '/login', '/admin', '/admin/users', '/r/demo/', '/r/demo/reservations', '/r/demo/settings/tables', '/creator', '/all/restaurants', '/c/overview']) {
      expect(await pageStatus(path, 'localhost', lookups), path).toBe(200);
    }
    expect(await pageStatus('/', 'book.trattoria.example', lookups)).toBe(200);
    expect(await pageStatus('/login', 'book.trattoria.example', lookups)).toBe(200);
  });
});
