// The app config and the file published from it (spec §3, §7): changed by the owner or the admin, validated,
// republished with a new ETag, and republished for every live restaurant by run-cache.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appConfigs } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { restaurantsKit, type Metadata } from './restaurants-kit';

const server = await fileServer();
const { createRestaurant, publishedConfig } = restaurantsKit(server);

describe('the app config and its published file', () => {
  it('PUT /app-config changes the config, republishes the file, and the change is visible', async () => {
    await server.call({ method: 'POST', url: '/api/admin/management/run-cache', as: demo.admin });
    const before = await publishedConfig('demo', '?v=2024-01-01');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/^application\/json/);
    expect(before.headers['cache-control']).toBe('public, no-cache');
    expect(before.headers['access-control-allow-origin']).toBe('*');
    const etag = before.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await server.call({ method: 'GET', url: '/files/app-config/demo.json', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const res = await server.call({ method: 'PUT', url: '/api/app-config', as: demo.owner, payload: { COLOR_PRIMARY: '#123456', STRINGS: { BOOKING_SPECIALS: 'Angebote' }, restaurantId: 'demo2' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ restaurantId: 'demo', COLOR_PRIMARY: '#123456', restaurantName: 'Trattoria Demo', STRINGS: { BOOKING_SPECIALS: 'Angebote' } });

    const after = await publishedConfig('demo', '?v=forced-1');
    expect(after.json()).toEqual(res.json());
    expect(after.headers.etag).not.toBe(etag);
    expect((await server.call({ method: 'GET', url: '/files/app-config/demo.json', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/app-config', restaurant: 'demo' })).json()).toEqual(res.json());
    // demo2 is untouched.
    expect((await publishedConfig('demo2')).json()).toMatchObject({ restaurantId: 'demo2', COLOR_PRIMARY: '#1f4e5f' });
  });

  it('an invalid config is refused and the file does not change', async () => {
    const before = (await publishedConfig('demo')).body;
    for (const payload of [{ COLOR_PRIMARY: 'red' }, { languages: [] }, { languages: ['de', 'de'] }, { restaurantName: '' }]) {
      const res = await server.call({ method: 'PUT', url: '/api/app-config', as: demo.owner, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await publishedConfig('demo')).body).toBe(before);
  });

  it('the host may not change the app config', async () => {
    const res = await server.call({ method: 'PUT', url: '/api/app-config', as: demo.host, payload: { COLOR_PRIMARY: '#000000' } });
    expect(res.statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/app-config', restaurant: 'demo' })).json().COLOR_PRIMARY).not.toBe('#000000');
  });

  it('public GET /app-config needs a known restaurant', async () => {
    expect((await server.call({ method: 'GET', url: '/api/app-config' })).json().error).toBe('missing_restaurant_id');
    expect((await server.call({ method: 'GET', url: '/api/app-config', restaurant: 'nowhere' })).statusCode).toBe(404);
    expect((await publishedConfig('nowhere')).statusCode).toBe(404);
  });

  it('admin PUT /admin/management/app-config changes config and metadata; null leaves a part alone', async () => {
    const res = await server.call({ method: 'PUT', url: '/api/admin/management/app-config', as: demo.admin, payload: { restaurantId: 'demo2', appConfig: { COLOR_ACCENT: '#abcdef', restaurantEmail: 'neu@bistro.test' }, metadata: { affiliateProgram: true } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appConfig).toMatchObject({ restaurantId: 'demo2', COLOR_ACCENT: '#abcdef', restaurantEmail: 'neu@bistro.test' });
    expect(res.json().metadata).toMatchObject({ restaurantId: 'demo2', affiliateProgram: true });
    expect((await publishedConfig('demo2')).json()).toMatchObject({ COLOR_ACCENT: '#abcdef' });

    const onlyMeta = await server.call({ method: 'PUT', url: '/api/admin/management/app-config', as: demo.admin, payload: { restaurantId: 'demo2', appConfig: null, metadata: { affiliateProgram: false } } });
    expect(onlyMeta.statusCode).toBe(200);
    expect(onlyMeta.json().appConfig.COLOR_ACCENT).toBe('#abcdef');
    expect(onlyMeta.json().metadata.affiliateProgram).toBe(false);
    const onlyConfig = await server.call({ method: 'PUT', url: '/api/admin/management/app-config', as: demo.admin, payload: { restaurantId: 'demo2', appConfig: { COLOR_ACCENT: '#000001' }, metadata: null } });
    expect(onlyConfig.json().metadata.affiliateProgram).toBe(false);
    expect((await publishedConfig('demo2')).json().COLOR_ACCENT).toBe('#000001');

    expect((await server.call({ method: 'PUT', url: '/api/admin/management/app-config', as: demo.admin, payload: { restaurantId: 'nowhere', appConfig: { COLOR_ACCENT: '#000001' } } })).statusCode).toBe(404);
    expect((await server.call({ method: 'PUT', url: '/api/admin/management/app-config', as: demo.owner2, payload: { restaurantId: 'demo2', appConfig: { COLOR_ACCENT: '#ffffff' } } })).statusCode).toBe(403);
    expect((await publishedConfig('demo2')).json().COLOR_ACCENT).toBe('#000001');
  });

  it('run-cache republishes every live restaurant', async () => {
    const fresh = await createRestaurant({ name: 'Cached' });
    await server.database.db.update(appConfigs).set({ config: { restaurantName: 'Cached v2', restaurantEmail: '', COLOR_PRIMARY: '#111111', COLOR_SECONDARY: '#222222', COLOR_ACCENT: '#333333', STRINGS: { BOOKING_SPECIALS: '' }, languages: ['es'] } }).where(eq(appConfigs.restaurantId, fresh.restaurantId));
    expect((await publishedConfig(fresh.restaurantId)).json().restaurantName).toBe('Cached');
    const res = await server.call({ method: 'POST', url: '/api/admin/management/run-cache', as: demo.admin });
    expect(res.statusCode).toBe(200);
    const live = (await server.call({ method: 'GET', url: '/api/restaurant-metadata/all' })).json().items as Metadata[];
    expect(res.json()).toEqual({ published: live.length });
    expect((await publishedConfig(fresh.restaurantId)).json()).toMatchObject({ restaurantName: 'Cached v2', languages: ['es'] });
    for (const r of live) expect((await publishedConfig(r.restaurantId)).statusCode, r.restaurantId).toBe(200);
    expect((await server.call({ method: 'POST', url: '/api/admin/management/run-cache', as: demo.owner })).statusCode).toBe(403);
  });
});
