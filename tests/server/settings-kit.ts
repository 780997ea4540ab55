// Calls shared by the tests of the restaurant's settings collections (areas, area groups, specials, tables): the same
// POST, PUT and DELETE on each, and the same check that refused writes leave the collection's rows as they were.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { demo, type TestServer } from '../support/test-server';

/** Writes to one collection (e.g. /api/areas), as the owner of `demo` unless `as` says otherwise. */
export function settingsCalls(server: TestServer, collection: string) {
  const post = (payload: unknown, as: string = demo.owner) => server.call({ method: 'POST', url: collection, as, payload: payload as Record<string, unknown> });
  const put = (id: string, payload: unknown, as: string = demo.owner) =>
    server.call({ method: 'PUT', url: `${collection}/${id}`, as, payload: payload as Record<string, unknown> });
  const del = (id: string, as: string = demo.owner) => server.call({ method: 'DELETE', url: `${collection}/${id}`, as });

  /** Creates one item (201) and returns it as the API does. */
  async function create<T>(payload: unknown, as: string = demo.owner): Promise<T> {
    const res = await post(payload, as);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as T;
  }

  return { post, put, del, create };
}

/**
 * Sends the writes one after the other, expects each reply to be refused as `refusal` says ([status, error]), and
 * expects `rows` (the rows the writes aim at) to read the same afterwards as before the first.
 */
export async function expectRefusedUnchanged(rows: () => Promise<unknown>, refusal: [number, string], writes: (() => Promise<LightMyRequestResponse>)[]) {
  const before = await rows();
  for (const write of writes) {
    const res = await write();
    expect([res.statusCode, res.json().error]).toEqual(refusal);
  }
  expect(await rows()).toEqual(before);
}
