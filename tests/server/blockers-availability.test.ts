// Blockers and what guests are offered (spec §3/§5/§7): a blocker over the whole restaurant, an area or some tables
// takes its slots out of the published availability, and shows on the blockers' list, mapped view and matrix by date.
import { describe, expect, it } from 'vitest';
import { blockerClient, type BlockerDto } from './blockers-kit';
import { at, dayAhead, frontOfHouseServer } from './front-of-house-kit';

type Availability = { availability: Record<string, Record<string, Record<string, number[]>>> };

const { server, foh } = await frontOfHouseServer();
const { createBlocker } = blockerClient(foh);

/** The published availability file once every publish has caught up. */
async function published(): Promise<Availability> {
  await server.app.services.publishing.settled('demo');
  const reply = await server.app.inject({ method: 'GET', url: '/files/availability/demo.json' });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as Availability;
}

describe('blockers', () => {
  it('a whole-restaurant blocker takes the slot out of the published availability; deleting it gives it back', async () => {
    const date = dayAhead(3);
    await server.app.services.publishing.publishRestaurant('demo');
    expect(Object.keys((await published()).availability[date]?.Terrace ?? {})).toContain('720-840');
    const blocker = await createBlocker({ start: at(date, 12), end: at(date, 14), note: 'Private event' });
    expect(blocker).toMatchObject({ level: null, tableNumbers: [], note: 'Private event', createdBy: 'demo-host' });
    const blocked = await published();
    expect(blocked.availability[date]?.Terrace?.['720-840'] ?? []).toEqual([]);
    expect(blocked.availability[date]?.['Dining Room']?.['720-840'] ?? []).toEqual([]);
    expect((blocked.availability[date]?.Terrace?.['1080-1200'] ?? []).length).toBeGreaterThan(0);

    const removed = await foh.call('DELETE', `/api/blockers/${blocker._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await published()).availability[date]?.Terrace?.['720-840']?.length).toBeGreaterThan(0);
  });

  it('an area blocker and a table blocker cover only their tables', async () => {
    const date = dayAhead(4);
    await createBlocker({ start: at(date, 18), end: at(date, 22), level: 'Terrace' });
    await createBlocker({ start: at(date, 12), end: at(date, 14), level: 'Dining Room', tableNumbers: ['11'] });
    const file = await published();
    expect(file.availability[date]?.Terrace?.['1080-1200'] ?? []).toEqual([]);
    expect(file.availability[date]?.['Dining Room']?.['1050-1170']?.length).toBeGreaterThan(0);
    // table 11 seats 8–12; the largest party the room can still take at noon is smaller
    expect(Math.max(...(file.availability[date]?.['Dining Room']?.['720-840'] ?? [0]))).toBeLessThan(12);

    const matrix = await foh.call('GET', `/api/blockers/matrix?date=${date}`);
    expect(matrix.statusCode, matrix.body).toBe(200);
    const tables = matrix.json().tables as { level: string; tableNumber: string; cells: { state: string; start: string; end: string }[] }[];
    const t1 = tables.find((t) => t.tableNumber === 'T1');
    expect(t1?.cells).toContainEqual(expect.objectContaining({ state: 'blocker', start: at(date, 18), end: at(date, 22) }));
    const eleven = tables.find((t) => t.tableNumber === '11');
    expect(eleven?.cells).toContainEqual(expect.objectContaining({ state: 'blocker', start: at(date, 12), end: at(date, 14) }));
    expect(tables.find((t) => t.tableNumber === '10')?.cells.some((c) => c.state === 'blocker')).toBe(false);
    expect(matrix.json().reservations).toBeUndefined();

    const list = await foh.call('GET', `/api/blockers?date=${date}`);
    expect((list.json().items as BlockerDto[]).map((b) => b.level).sort()).toEqual(['Dining Room', 'Terrace']);
    const mapped = await foh.call('GET', `/api/blockers/mapped?date=${date}`);
    expect(Object.values(mapped.json() as Record<string, BlockerDto>).map((b) => b.level).sort()).toEqual(['Dining Room', 'Terrace']);
    const upcoming = await foh.call('GET', '/api/blockers');
    expect((upcoming.json().items as BlockerDto[]).length).toBeGreaterThanOrEqual(2);
  });
});
