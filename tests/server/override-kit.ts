// What the tests acting as an admin for someone else share (spec §6 overrides): a live override session of the demo
// admin's, as the header the admin's app sends.
import type { FastifyInstance } from 'fastify';

export async function overrideHeaders(app: FastifyInstance, target: { kind: 'user' | 'restaurant'; id: string }): Promise<Record<string, string>> {
  const admin = await app.services.users.findById('demo-admin');
  if (!admin) throw new Error('The demo admin is missing');
  const session = await app.services.overrides.start(admin, { target, reason: 'Server test acting for someone' });
  return { 'x-admin-override-session': session._id };
}
