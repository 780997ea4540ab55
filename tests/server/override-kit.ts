// What the tests acting as an admin for someone else share (spec §6 overrides): a live override session of the demo
// admin's, as the header the admin's app sends.
import type { FastifyInstance } from 'fastify';
import { demo } from '../support/test-server';

export async function overrideHeaders(app: FastifyInstance, target: { kind: 'user' | 'restaurant'; id: string }): Promise<Record<string, string>> {
  const admin = await app.services.users.findById('demo-admin');
  if (!admin) throw new Error('The demo admin is missing');
  const session = await app.services.overrides.start(admin, { target, reason: 'Server test acting for someone' });
  return { 'x-admin-override-session': session._id };
}

const sessions = new WeakMap<FastifyInstance, Map<string, Promise<Record<string, string>>>>();

/**
 * The headers of a staff call about a restaurant. An admin's go under an override session for it (spec §6: an admin
 * reaches a restaurant's staff routes only so), one per restaurant and server; anyone else's name the restaurant only.
 */
export async function staffHeaders(app: FastifyInstance, as: string | undefined, restaurantId: string): Promise<Record<string, string>> {
  if (as !== demo.admin) return { 'x-restaurant-id': restaurantId };
  const known = sessions.get(app) ?? new Map<string, Promise<Record<string, string>>>();
  sessions.set(app, known);
  const session = known.get(restaurantId) ?? overrideHeaders(app, { kind: 'restaurant', id: restaurantId });
  known.set(restaurantId, session);
  return { 'x-restaurant-id': restaurantId, ...(await session) };
}
