import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestAvailability } from '../../core/schemas/availability';
import { fetchAvailability } from './booking';

const now = Date.parse('2030-05-01T10:00:00Z');
const availability = (today: string): GuestAvailability => ({
  areas: [],
  areaGroups: [],
  allPartySizes: [2],
  availability: { [today]: { Terrace: { '1080-1200': [2] } } },
  areaGroupAvailability: {},
  specialAvailability: {},
  sameDayCutoffHourUTC: 20,
  today,
  timeZone: 'Europe/Berlin',
  display: { areas: [], areaGroups: [], specials: [], contactPhone: null },
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("the guest's availability read", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the published file when it is well-formed and of today', async () => {
    const fetched = vi.fn(async () => json({ ...availability('2030-05-01'), publishedAt: '2030-05-01T09:59:00Z' }));
    vi.stubGlobal('fetch', fetched);
    expect((await fetchAvailability('demo', now)).today).toBe('2030-05-01');
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('asks the API when the file has another shape, as when it is missing or old', async () => {
    for (const file of [json({ today: '2030-05-01' }), json('not json at all'), json(availability('2030-04-30')), json({}, 404)]) {
      vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.includes('/files/') ? file.clone() : json(availability('2030-05-01')))));
      expect((await fetchAvailability('demo', now)).availability['2030-05-01']).toBeDefined();
    }
  });

  it('fails as a read fails when the API answers with another shape', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ areas: 'none' })));
    await expect(fetchAvailability('demo', now)).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
