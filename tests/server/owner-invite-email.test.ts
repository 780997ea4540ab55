// A new restaurant's owner is invited by email (spec §6): the invite and its email are written together, the outbox
// sends it with the code and the sign-up link in the restaurant's language; deleting the invite takes its email along.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, invites } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { recordingMailer, untilMailed } from './payments-kit';
import { restaurantsKit } from './restaurants-kit';

const mailer = recordingMailer();
const server = await fileServer({}, { mailer });
const { createRestaurant } = restaurantsKit(server);

const inviteOwner = (restaurantId: string, email: string) =>
  server.call({ method: 'POST', url: `/api/admin/restaurants/${restaurantId}/owner-invite`, as: demo.admin, payload: { name: 'Olga Owner', email } });

describe('the owner invite email', () => {
  it('goes out through the outbox with the code and the sign-up link, in the restaurant’s first language', async () => {
    const fresh = await createRestaurant({ name: 'Casa Nueva', languages: ['es', 'en'] });
    const reply = await inviteOwner(fresh.restaurantId, 'olga@example.test');
    expect(reply.statusCode, reply.body).toBe(201);
    const { inviteCode, _id } = reply.json() as { inviteCode: string; _id: string };

    const mail = await untilMailed(mailer, (sent) => sent.to === 'olga@example.test', 'the invite email');
    expect(mail.subject).toBe('Tu invitación a Casa Nueva en Covers');
    expect(mail.text).toContain(`Tu código de invitación: ${inviteCode}`);
    expect(mail.text).toContain(`http://localhost:8080/login?invite=${inviteCode}`);
    expect(mail.text).toContain('Hola, Olga Owner:');
    await expect.poll(async () => (await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.inviteId, _id)))[0]?.sentAt).not.toBeNull();
  });

  it('goes with its invite when that is deleted, and an outbox row is about exactly one thing', async () => {
    const fresh = await createRestaurant();
    const reply = await inviteOwner(fresh.restaurantId, 'gone@example.test');
    const id = (reply.json() as { _id: string })._id;
    // Deleting the invite takes its email with it (the outbox row cascades).
    await server.database.db.delete(invites).where(eq(invites.id, id));
    expect(await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.inviteId, id))).toEqual([]);

    const aboutNothing = server.database.db.insert(emailOutbox).values({ restaurantId: 'demo', kind: 'invite' });
    await expect(aboutNothing).rejects.toThrow();
  });

  it('goes out for any role an admin picks, and an unknown role is refused with its code', async () => {
    const roles = await server.call({ method: 'GET', url: '/api/admin/restaurants/demo/roles', as: demo.admin });
    expect(roles.statusCode, roles.body).toBe(200);
    const host = (roles.json() as { items: { _id: string; name: string }[] }).items.find((role) => role.name === 'Host');
    expect(host).toBeDefined();
    const invite = (roleId: string) =>
      server.call({ method: 'POST', url: '/api/admin/restaurants/demo/invites', as: demo.admin, payload: { name: 'Hanna Host', email: 'hanna@example.test', roleId } });
    const reply = await invite(host?._id ?? '');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ email: 'hanna@example.test', roleId: host?._id });
    const mail = await untilMailed(mailer, (sent) => sent.to === 'hanna@example.test', 'the invite email');
    expect(mail.text).toContain((reply.json() as { inviteCode: string }).inviteCode);

    const unknown = await invite('no-such-role');
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'user_invalid_role']);
    const elsewhere = await server.call({ method: 'GET', url: '/api/admin/restaurants/no-such-place/roles', as: demo.admin });
    expect([elsewhere.statusCode, elsewhere.json().error]).toEqual([404, 'not_found']);
  });
});
