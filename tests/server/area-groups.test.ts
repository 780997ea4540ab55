// Area groups (spec §3, §7): CRUD over the own restaurant's areas, unknown or foreign area ids refused, a group used by a
// special kept, permissions, tenancy and availability.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../core/time';
import { areaGroups } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer, listedAs } from './file-server';
import { expectRefusedUnchanged, settingsCalls } from './settings-kit';

const server = await fileServer();

interface GroupDto {
  _id: string;
  name: Record<string, string>;
  areaIds: string[];
  description: Record<string, string>;
}

const { post, put, del, create } = settingsCalls(server, '/api/area-groups');
const groupRows = (restaurantId: string) => server.database.db.select().from(areaGroups).where(eq(areaGroups.restaurantId, restaurantId));
const createGroup = (body: Record<string, unknown> = {}, as: string = demo.owner) => create<GroupDto>({ name: { en: 'Inside' }, areaIds: ['dining-room'], ...body }, as);

describe('area groups', () => {
  it('any staff member lists the groups', async () => {
    const res = await server.call({ method: 'GET', url: '/api/area-groups', as: demo.host });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toContainEqual(expect.objectContaining({ _id: 'anywhere', areaIds: ['terrace', 'dining-room'] }));
  });

  it('creates, updates (de-duplicating area ids) and deletes a group, returning it each time', async () => {
    const group = await createGroup({ description: { en: 'Warm' } });
    expect(group).toMatchObject({ name: { en: 'Inside' }, areaIds: ['dining-room'], description: { en: 'Warm' } });
    const updated = await put(group._id, { name: { en: 'Both', de: 'Beide' }, areaIds: ['terrace', 'dining-room', 'terrace'] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ _id: group._id, name: { en: 'Both', de: 'Beide' }, areaIds: ['terrace', 'dining-room'], description: {} });
    const removed = await del(group._id);
    expect([removed.statusCode, removed.json()._id]).toEqual([200, group._id]);
    expect((await del(group._id)).statusCode).toBe(404);
    expect((await put(group._id, { name: { en: 'x' } })).statusCode).toBe(404);
  });

  it("refuses unknown area ids, another restaurant's areas and an empty name with invalid_request", async () => {
    const before = await groupRows('demo');
    for (const body of [{ areaIds: ['no-such-area'] }, { areaIds: ['terrace', 'main'] }, { name: {} }, { name: { en: '  ' } }]) {
      const res = await post({ name: { en: 'Bad' }, ...body });
      expect([res.statusCode, res.json().error], JSON.stringify(body)).toEqual([400, 'invalid_request']);
    }
    const update = await put('anywhere', { name: { en: 'x' }, areaIds: ['main'] });
    expect([update.statusCode, update.json().error]).toEqual([400, 'invalid_request']);
    expect(await groupRows('demo')).toEqual(before);
  });

  it('a group a special is booked in cannot be deleted (409 conflict)', async () => {
    await expectRefusedUnchanged(() => groupRows('demo'), [409, 'conflict'], [() => del('anywhere')]);
    expect((await groupRows('demo')).map((g) => g.id)).toContain('anywhere');
  });

  it('the host lacks ManageAreas: 403 missing_permission, nothing changes', async () => {
    const group = await createGroup();
    await expectRefusedUnchanged(() => groupRows('demo'), [403, 'missing_permission'], [
      () => post({ name: { en: 'x' } }, demo.host),
      () => put(group._id, { name: { en: 'x' } }, demo.host),
      () => del(group._id, demo.host),
    ]);
  });

  it("owner2 never sees or changes demo's groups (404), and demo's rows stay as they were", async () => {
    const group = await createGroup();
    const list = await listedAs<GroupDto>(server, '/api/area-groups', demo.owner2);
    expect(list.map((g) => g._id)).not.toContain(group._id);
    await expectRefusedUnchanged(() => groupRows('demo'), [404, 'not_found'], [
      () => put(group._id, { name: { en: 'Stolen' }, areaIds: ['main'] }, demo.owner2),
      () => del(group._id, demo.owner2),
    ]);
  });

  it('a new group shows in the availability with the areas it names', async () => {
    const group = await createGroup({ areaIds: ['terrace'] });
    const tomorrow = addDays(localDateOf(new Date(), 'Europe/Berlin'), 1);
    const res = await server.call({ method: 'GET', url: '/api/reservations/availability', restaurant: 'demo', query: { date: tomorrow } });
    const body = res.json() as {
      areaGroups: { id: string; areaIds: string[] }[];
      availability: Record<string, Record<string, Record<string, number[]>>>;
      areaGroupAvailability: Record<string, Record<string, Record<string, number[]>>>;
    };
    expect(body.areaGroups).toContainEqual({ id: group._id, areaIds: ['terrace'] });
    const terraceSlots = Object.keys(body.availability[tomorrow]?.Terrace ?? {});
    expect(terraceSlots).toHaveLength(4);
    expect(Object.keys(body.areaGroupAvailability[tomorrow]?.[group._id] ?? {})).toEqual(terraceSlots);
  });
});
