// Specials (spec §3, §7): staff read one or all (title search, paging), create with enabled false by default, update
// with a matching _id, delete; the area group must exist; permissions, tenancy, and the public list of enabled ones.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../core/time';
import { specials } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { uniqueSuffix } from './api-surface';
import { fileServer } from './file-server';
import { expectRefusedUnchanged, settingsCalls } from './settings-kit';

const server = await fileServer();

interface SpecialDto {
  _id: string;
  title: Record<string, string>;
  enabled: boolean;
  weekdays: string[];
  timeslots: { start: number; end: number }[];
  description: Record<string, string>;
  menu: Record<string, string> | null;
  prompt: Record<string, unknown> | null;
  areaGroupId: string | null;
  createdAt: string;
}

const { post, put, del, create } = settingsCalls(server, '/api/specials');
const all = (query: Record<string, string>, as: string = demo.owner) => server.call({ method: 'GET', url: '/api/specials/all', as, query });
const specialRows = (restaurantId: string) => server.database.db.select().from(specials).where(eq(specials.restaurantId, restaurantId));

const createSpecial = (body: Record<string, unknown> = {}, as: string = demo.owner) => create<SpecialDto>({ title: { en: `Special ${uniqueSuffix()}` }, ...body }, as);

describe('reading specials', () => {
  it('any staff member reads one special; an unknown one is 404', async () => {
    const res = await server.call({ method: 'GET', url: '/api/specials/tasting-menu', as: demo.host });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: 'tasting-menu', enabled: true, areaGroupId: 'anywhere', weekdays: ['thursday', 'friday', 'saturday'] });
    expect((await server.call({ method: 'GET', url: '/api/specials/no-such', as: demo.owner })).statusCode).toBe(404);
  });

  it('GET /specials/all searches titles in every language case-insensitively, pages with limit and skip and counts the total', async () => {
    const tag = uniqueSuffix();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createSpecial({ title: { en: `Brunch ${tag} ${i}`, de: `Frühstück ${tag}` } }));
    const byEnglish = await all({ query: `BRUNCH ${tag}` });
    expect(byEnglish.statusCode).toBe(200);
    expect(byEnglish.json().total).toBe(3);
    expect((byEnglish.json().items as SpecialDto[]).map((s) => s._id)).toEqual(made.map((s) => s._id));
    expect((await all({ query: `frühstück ${tag}` })).json().total).toBe(3);
    const page = await all({ query: tag, limit: '2', skip: '1' });
    expect(page.json()).toMatchObject({ total: 3 });
    expect((page.json().items as SpecialDto[]).map((s) => s._id)).toEqual(made.slice(1).map((s) => s._id));
    // LIKE wildcards in the query are text, not patterns; language keys are not titles.
    expect((await all({ query: '%' })).json().total).toBe(0);
    expect((await all({ query: 'es' })).json().items.map((s: SpecialDto) => s._id)).not.toContain('tasting-menu');
    const everything = await all({});
    expect(everything.json().total).toBe((await specialRows('demo')).length);
    for (const query of [{ limit: '0' }, { limit: '101' }, { skip: '-1' }, { limit: 'x' }] as Record<string, string>[]) {
      expect((await all(query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('creating, changing and deleting specials', () => {
  it('creates a special disabled by default (spec §4) with empty menu and prompt stored as null', async () => {
    const special = await createSpecial({ menu: {}, prompt: { title: { en: '' } } });
    expect(special).toMatchObject({ enabled: false, weekdays: [], timeslots: [], menu: null, prompt: null, areaGroupId: null });
    expect(new Date(special.createdAt).getTime()).toBeGreaterThan(0);
  });

  it('the area group must exist in the own restaurant (400 invalid_request)', async () => {
    const before = await specialRows('demo');
    const unknown = await post({ title: { en: 'x' }, areaGroupId: 'no-such-group' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'invalid_request']);
    const special = await createSpecial();
    const update = await put(special._id, { title: { en: 'x' }, areaGroupId: 'no-such-group' });
    expect([update.statusCode, update.json().error]).toEqual([400, 'invalid_request']);
    expect((await specialRows('demo')).length).toBe(before.length + 1);
  });

  it('refuses an empty title, unknown weekdays and overlapping timeslots', async () => {
    for (const body of [{ title: {} }, { title: { en: ' ' } }, { title: { en: 'x' }, weekdays: ['funday'] }, { title: { en: 'x' }, timeslots: [{ start: 600, end: 700 }, { start: 650, end: 720 }] }]) {
      const res = await post(body);
      expect([res.statusCode, res.json().error], JSON.stringify(body)).toEqual([400, 'invalid_request']);
    }
  });

  it('updates a special; a body _id must match the path', async () => {
    const special = await createSpecial();
    const body = { _id: special._id, title: { en: 'Updated' }, enabled: true, weekdays: ['monday', 'monday'], timeslots: [{ start: 1100, end: 1200 }, { start: 700, end: 800 }], areaGroupId: 'anywhere', menu: { en: 'Pasta' } };
    const res = await put(special._id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: special._id, title: { en: 'Updated' }, enabled: true, weekdays: ['monday'], areaGroupId: 'anywhere', menu: { en: 'Pasta' }, createdAt: special.createdAt });
    expect(res.json().timeslots).toEqual([{ start: 700, end: 800 }, { start: 1100, end: 1200 }]);
    const other = await createSpecial();
    const mismatch = await put(special._id, { ...body, _id: other._id, title: { en: 'Wrong' } });
    expect([mismatch.statusCode, mismatch.json().error]).toEqual([400, 'invalid_request']);
    expect((await server.call({ method: 'GET', url: `/api/specials/${special._id}`, as: demo.owner })).json().title).toEqual({ en: 'Updated' });
    expect((await put('no-such-special', { title: { en: 'x' } })).statusCode).toBe(404);
  });

  it('deletes a special and returns it; afterwards it is 404', async () => {
    const special = await createSpecial();
    const res = await del(special._id);
    expect([res.statusCode, res.json()._id]).toEqual([200, special._id]);
    expect((await server.call({ method: 'GET', url: `/api/specials/${special._id}`, as: demo.owner })).statusCode).toBe(404);
    expect((await del(special._id)).statusCode).toBe(404);
  });
});

describe('permissions, tenancy and guests', () => {
  it('the host reads specials but lacks ManageAreas to change them (403 missing_permission)', async () => {
    const special = await createSpecial();
    expect((await all({}, demo.host)).statusCode).toBe(200);
    await expectRefusedUnchanged(() => specialRows('demo'), [403, 'missing_permission'], [
      () => post({ title: { en: 'x' } }, demo.host),
      () => put(special._id, { title: { en: 'x' } }, demo.host),
      () => del(special._id, demo.host),
    ]);
  });

  it("owner2 never sees or changes demo's specials (404), and demo's rows stay as they were", async () => {
    const special = await createSpecial({ title: { en: `Secret ${uniqueSuffix()}` } });
    const before = await specialRows('demo');
    expect((await server.call({ method: 'GET', url: `/api/specials/${special._id}`, as: demo.owner2 })).statusCode).toBe(404);
    expect((await all({ query: 'Secret' }, demo.owner2)).json()).toEqual({ items: [], total: 0 });
    expect((await put(special._id, { title: { en: 'Stolen' } }, demo.owner2)).statusCode).toBe(404);
    expect((await del(special._id, demo.owner2)).statusCode).toBe(404);
    // demo's area group is not demo2's to use.
    const foreignGroup = await post({ title: { en: 'x' }, areaGroupId: 'anywhere' }, demo.owner2);
    expect([foreignGroup.statusCode, foreignGroup.json().error]).toEqual([400, 'invalid_request']);
    expect(await specialRows('demo')).toEqual(before);
  });

  it('guests see a special once enabled, publicly and in the availability', async () => {
    const everyDay = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    const special = await createSpecial({ weekdays: everyDay, timeslots: [{ start: 720, end: 840 }], areaGroupId: 'anywhere' });
    const publicIds = async () => ((await server.call({ method: 'GET', url: '/api/specials', restaurant: 'demo' })).json().items as SpecialDto[]).map((s) => s._id);
    expect(await publicIds()).not.toContain(special._id);
    const tomorrow = addDays(localDateOf(new Date(), 'Europe/Berlin'), 1);
    const offered = async () =>
      (await server.call({ method: 'GET', url: '/api/reservations/availability', restaurant: 'demo', query: { date: tomorrow } })).json().specialAvailability[tomorrow]?.[special._id];
    expect(await offered()).toBeUndefined();
    const enabled = await put(special._id, { title: special.title, enabled: true, weekdays: everyDay, timeslots: [{ start: 720, end: 840 }], areaGroupId: 'anywhere' });
    expect(enabled.statusCode).toBe(200);
    expect(await publicIds()).toContain(special._id);
    expect(Object.keys((await offered()) ?? {})).toEqual(['720-840']);
  });
});
