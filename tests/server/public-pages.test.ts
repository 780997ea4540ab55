// The public creator pages' data (spec §2 `/{slug}`, `/all/{collection}`): a creator's page lists only restaurants
// still in the programme, in the creator's order; the all hubs page by 24; what is not there is a 404; and nothing
// personal (an email, a user id, the account's type) is in any answer.
import { describe, expect, it } from 'vitest';
import { hubPageSize } from '../../core/public-pages/collections';
import { fileServer } from './file-server';
import { addCity, addPublicCreator, addRestaurant, setProfile } from './public-pages-kit';

const server = await fileServer();
const db = server.database.db;
const get = (url: string) => server.call({ method: 'GET', url });

const berlin = await addCity(db, 'Berlin');
const aachen = await addCity(db, 'Aachen');
await addRestaurant(db, { id: 'pp-kiez', name: 'Kiez Küche', cityId: berlin });
await addRestaurant(db, { id: 'pp-dom', name: 'Dom Stube', cityId: aachen });
await addRestaurant(db, { id: 'pp-out', name: 'Not In The Programme', cityId: berlin, programme: false });
await setProfile(db, 'demo-creator', {
  displayName: 'Clara Creator',
  bios: { de: 'Hallo', en: 'Hello' },
  links: ['https://example.com/clara'],
  // demo2 and pp-out are not in the programme; nowhere does not exist.
  partners: ['pp-kiez', 'demo2', 'pp-out', 'demo', 'nowhere'],
});

describe("a creator's public page", () => {
  it("shows the profile and only the partners still in the programme, in the creator's order", async () => {
    const res = await get('/api/creator-pages/creator');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slug: 'creator',
      displayName: 'Clara Creator',
      bio: null,
      bios: { de: 'Hallo', en: 'Hello' },
      profilePictureURL: null,
      links: ['https://example.com/clara'],
      partners: [
        { restaurantId: 'pp-kiez', name: 'Kiez Küche', city: 'Berlin', imageURL: null },
        { restaurantId: 'demo', name: 'Trattoria Demo', city: null, imageURL: null },
      ],
    });
    expect(res.body).not.toMatch(/@|demo-creator|Affiliate/);
  });

  it('leaves out a stored field that does not fit the profile, showing the rest', async () => {
    await addPublicCreator(db, 'odd-profile', { links: ['javascript:alert(1)'], bio: 'Still here', profilePictureURL: 'data:image/png;base64,AAAA' });
    const res = (await get('/api/creator-pages/odd-profile')).json();
    expect(res).toMatchObject({ displayName: 'Creator odd-profile', bio: 'Still here', links: [], profilePictureURL: null });
  });

  it('is found by username in any case, and not by user id', async () => {
    expect((await get('/api/creator-pages/CREATOR')).json().slug).toBe('creator');
    expect((await get('/api/creator-pages/demo-creator')).statusCode).toBe(404);
  });

  it('is a 404 for a user who is no creator and for a name nobody has', async () => {
    for (const slug of ['owner', 'demo-owner', 'nobody-here']) {
      const res = await get(`/api/creator-pages/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().error, slug).toBe('not_found');
    }
  });

  it("shows a restaurant's logo when it has one", async () => {
    const config = (await server.call({ method: 'GET', url: '/api/app-config', restaurant: 'demo' })).json();
    await server.app.services.publishing.storeAppConfig(db, { ...config, images: { logo: { png: '/files/images/demo/logo.png', thumbnail: '/files/images/demo/logo-64.png' } } });
    const partners = (await get('/api/creator-pages/creator')).json().partners as { restaurantId: string; imageURL: string | null }[];
    expect(partners.find((partner) => partner.restaurantId === 'demo')?.imageURL).toBe('/files/images/demo/logo.png');
    await server.app.services.publishing.storeAppConfig(db, config);
  });
});

describe('the all hubs', () => {
  it('lists the programme restaurants by city, then name, those without a city last', async () => {
    const res = await get('/api/hubs/restaurants');
    expect(res.statusCode).toBe(200);
    const hub = res.json();
    expect(hub).toMatchObject({ collection: 'restaurants', page: 1, pageCount: 1, total: 3 });
    expect(hub.items.map((item: { restaurantId: string; city: string | null }) => [item.restaurantId, item.city])).toEqual([
      ['pp-dom', 'Aachen'],
      ['pp-kiez', 'Berlin'],
      ['demo', null],
    ]);
  });

  it('pages the creators by 24 and refuses a page past the last', async () => {
    for (let index = 0; index < hubPageSize + 5; index++) await addPublicCreator(db, `hub-creator-${String(index).padStart(2, '0')}`);
    const first = (await get('/api/hubs/creators')).json();
    expect(first).toMatchObject({ collection: 'creators', page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(hubPageSize);
    const second = (await get('/api/hubs/creators?page=2')).json();
    expect(second.items).toHaveLength(first.total - hubPageSize);
    const slugs = [...first.items, ...second.items].map((item: { slug: string }) => item.slug);
    expect(new Set(slugs).size).toBe(first.total);
    expect(slugs).toContain('creator');
    expect(first.items[0]).toEqual({ slug: 'creator', displayName: 'Clara Creator', profilePictureURL: null });
    expect((await get('/api/hubs/creators?page=3')).statusCode).toBe(404);
    expect(JSON.stringify([first, second])).not.toContain('@');
  });

  it('refuses an unknown collection and a page that is not a number with a code', async () => {
    for (const url of ['/api/hubs/cities', '/api/hubs/creators?page=0', '/api/hubs/creators?page=abc', '/api/hubs/creators?page=1.5']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toBe('invalid_request');
    }
  });
});
