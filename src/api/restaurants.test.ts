import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../core/schemas/restaurants';
import { fetchAppConfig } from './restaurants';

/** An in-memory localStorage: the unit project runs in Node, which has none. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const config = (restaurantName: string): AppConfig => ({
  restaurantId: 'demo',
  restaurantName,
  restaurantEmail: 'demo@example.com',
  COLOR_PRIMARY: '#112233',
  COLOR_SECONDARY: '#445566',
  COLOR_ACCENT: '#778899',
  STRINGS: { BOOKING_SPECIALS: '' },
  languages: ['en'],
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the app config on a device', () => {
  beforeEach(() => Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true }));
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('serves the last config seen when neither the file nor the API can be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(config('Trattoria'))));
    expect((await fetchAppConfig('demo')).restaurantName).toBe('Trattoria');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect((await fetchAppConfig('demo')).restaurantName).toBe('Trattoria');
  });

  it('serves it while the server answers 429 or 5xx, but not when the server says the restaurant is gone', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(config('Trattoria'))));
    await fetchAppConfig('demo');
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'rate_limited', message: 'busy' }, 429)));
    expect((await fetchAppConfig('demo')).restaurantName).toBe('Trattoria');
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'missing_app_config', message: 'none' }, 404)));
    await expect(fetchAppConfig('demo')).rejects.toMatchObject({ status: 404 });
  });

  it('fails without a copy, and keeps each restaurant apart', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchAppConfig('demo')).rejects.toMatchObject({ code: 'network_error' });
    vi.stubGlobal('fetch', vi.fn(async () => json(config('Trattoria'))));
    await fetchAppConfig('demo');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchAppConfig('demo2')).rejects.toMatchObject({ code: 'network_error' });
  });

  it('skips a published file of another shape and reads the API instead', async () => {
    const fetched = vi.fn(async (url: string) => (url.includes('/files/') ? json({ restaurantName: 'Half a file' }) : json(config('Trattoria'))));
    vi.stubGlobal('fetch', fetched);
    expect((await fetchAppConfig('demo')).restaurantName).toBe('Trattoria');
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('refuses an API answer of another shape as a failed read, and then serves the copy it kept', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ restaurantId: 'demo' })));
    await expect(fetchAppConfig('demo')).rejects.toMatchObject({ code: 'invalid_response' });
    vi.stubGlobal('fetch', vi.fn(async () => json(config('Trattoria'))));
    await fetchAppConfig('demo');
    vi.stubGlobal('fetch', vi.fn(async () => json(['not', 'a', 'config'])));
    expect((await fetchAppConfig('demo')).restaurantName).toBe('Trattoria');
  });

  it('does not serve a kept copy of another shape', async () => {
    localStorage.setItem('covers.appConfigs', JSON.stringify({ demo: { restaurantId: 'demo' } }));
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchAppConfig('demo')).rejects.toMatchObject({ code: 'network_error' });
  });
});
