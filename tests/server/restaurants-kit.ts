// Restaurants as the admin and settings tests see them (spec §3, §6): the metadata reply, a fresh restaurant made by the
// admin, and the app config file published for guests.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { demo, type TestServer } from '../support/test-server';

export interface Metadata {
  restaurantId: string;
  name: string;
  cityId: string | null;
  affiliateProgram: boolean;
  hosts: string[];
  settings: Record<string, unknown>;
}

/** A restaurant id no other test uses. */
export const newId = () => `r-${randomUUID().slice(0, 8)}`;

export function restaurantsKit(server: TestServer) {
  /** A new restaurant made by the admin (its id fresh unless `body` names one). */
  async function createRestaurant(body: Record<string, unknown> = {}): Promise<Metadata> {
    const res = await server.call({ method: 'POST', url: '/api/admin/restaurant-metadata', as: demo.admin, payload: { restaurantId: newId(), name: 'Neu', ...body } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Metadata;
  }

  /** The restaurant's app config as guests' browsers fetch it. */
  const publishedConfig = (id: string, query = '') => server.call({ method: 'GET', url: `/files/app-config/${id}.json${query}` });

  return { createRestaurant, publishedConfig };
}
