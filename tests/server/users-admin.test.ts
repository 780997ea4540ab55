// The admin's user management (GET, POST and DELETE /admin/users, spec §6, §7): every user paged, accounts made on the
// auth emulator, users moved to the trash; for administrators only.
import { randomUUID } from 'node:crypto';
import { eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer, uniqueEmail } from './file-server';
import { usersKit, type UserDto } from './users-kit';

const server = await fileServer();
const { userRow } = usersKit(server);

describe('GET /admin/users (paged)', () => {
  it('pages every live user 50 at a time without gaps or overlaps', async () => {
    const extra = Array.from({ length: 57 }, (_, i) => ({ id: `paging-${String(i).padStart(2, '0')}-${randomUUID()}`, email: uniqueEmail(`p${i}`), type: 'Affiliate' }));
    await server.database.db.insert(users).values(extra);
    await server.database.db.insert(users).values({ id: `paging-deleted-${randomUUID()}`, email: uniqueEmail('gone'), deletedAt: new Date(), deletedBy: 'test' });
    const live = (await server.database.db.select({ id: users.id }).from(users).where(isNull(users.deletedAt))).map((r) => r.id);

    const seen: string[] = [];
    let page = 0;
    for (;;) {
      const res = await server.call({ method: 'GET', url: `/api/admin/users?page=${page}`, as: demo.admin });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: UserDto[]; total: number; page: number; pageSize: number };
      expect(body).toMatchObject({ total: live.length, page, pageSize: 50 });
      expect(body.items.length).toBeLessThanOrEqual(50);
      if (body.items.length === 0) break;
      seen.push(...body.items.map((u) => u._id));
      page++;
      expect(page).toBeLessThan(10);
    }
    expect(page).toBe(Math.ceil(live.length / 50));
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...live].sort());
    const defaultPage = await server.call({ method: 'GET', url: '/api/admin/users', as: demo.admin });
    expect((defaultPage.json().items as UserDto[]).map((u) => u._id)).toEqual(seen.slice(0, 50));
    expect((await server.call({ method: 'GET', url: '/api/admin/users?page=-1', as: demo.admin })).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    for (const as of [demo.owner, demo.host, demo.creator]) {
      const res = await server.call({ method: 'GET', url: '/api/admin/users', as });
      expect(res.statusCode, as).toBe(403);
      expect(res.json().error).toBe('access_denied');
    }
    expect((await server.call({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
  });

  it("GET /admin/users/restaurant/{id} lists one restaurant's users", async () => {
    const res = await server.call({ method: 'GET', url: '/api/admin/users/restaurant/demo2', as: demo.admin });
    expect(res.statusCode).toBe(200);
    expect((res.json().items as UserDto[]).map((u) => u._id)).toEqual(['demo-owner2']);
    expect((await server.call({ method: 'GET', url: '/api/admin/users/restaurant/nowhere', as: demo.admin })).statusCode).toBe(404);
    expect((await server.call({ method: 'GET', url: '/api/admin/users/restaurant/demo', as: demo.owner })).statusCode).toBe(403);
  });
});

describe('POST /admin/users', () => {
  it('creates an emulator account that can sign in as an affiliate', async () => {
    const email = uniqueEmail('made-by-admin');
    const username = `a-${randomUUID().slice(0, 8)}`;
    const res = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email: email.toUpperCase(), password: 'secret-123', type: 'Affiliate', username } });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as UserDto;
    expect(created).toMatchObject({ email, type: 'Affiliate', username, restaurantId: null, roleId: null });

    const token = await server.tokenFor(email, 'secret-123');
    const me = await server.call({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: created._id, type: 'Affiliate', username, needsOnboarding: false });
  });

  it('creates restaurant staff with the given role', async () => {
    const email = uniqueEmail('admin-staff');
    const res = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email, password: 'secret-123', type: 'Restaurant', restaurantId: 'demo2', roleId: 'host' } });
    expect(res.statusCode, res.body).toBe(201);
    const token = await server.tokenFor(email, 'secret-123');
    const me = (await server.call({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })).json();
    expect(me).toMatchObject({ type: 'Restaurant', restaurantId: 'demo2', roleId: 'host' });
    expect([...me.permissions].sort()).toEqual(['ManageBlockers', 'ManageReservations', 'ManageTables', 'ReadReservations']);
    const status = await server.call({ method: 'GET', url: '/api/status', headers: { authorization: `Bearer ${token}` } });
    expect(status.statusCode).toBe(200);
  });

  it('refuses incomplete or inconsistent staff, taken emails and usernames, and creates no profile', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'Restaurant', restaurantId: 'demo' }, 400, 'invalid_request'],
      [{ type: 'Restaurant', roleId: 'host' }, 400, 'invalid_request'],
      [{ type: 'Restaurant', restaurantId: 'nowhere', roleId: 'host' }, 404, 'not_found'],
      [{ type: 'Restaurant', restaurantId: 'demo', roleId: 'nope' }, 400, 'user_invalid_role'],
      [{ type: 'Affiliate', username: 'creator' }, 409, 'username_taken'],
      [{ type: 'Affiliate', password: '123' }, 400, 'invalid_request'],
    ];
    for (const [extra, status, error] of cases) {
      const email = uniqueEmail('refused');
      const res = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email, password: 'secret-123', ...extra } });
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json().error).toBe(error);
      expect(await server.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    const dup = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email: demo.host, password: 'secret-123', type: 'Affiliate' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('conflict');
  });

  it('is for administrators only', async () => {
    const email = uniqueEmail('not-admin');
    const res = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.owner, payload: { email, password: 'secret-123', type: 'Admin' } });
    expect(res.statusCode).toBe(403);
    expect(await server.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('DELETE /admin/users/{id}', () => {
  it('moves a user to the trash; the account is then refused', async () => {
    const email = uniqueEmail('doomed');
    const created = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email, password: 'secret-123', type: 'Affiliate' } });
    const id = created.json()._id as string;
    const res = await server.call({ method: 'DELETE', url: `/api/admin/users/${id}`, as: demo.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await userRow(id)).toMatchObject({ deletedBy: 'demo-admin' });
    const token = await server.tokenFor(email, 'secret-123');
    const me = await server.call({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(403);
    const page = (await server.call({ method: 'GET', url: '/api/admin/users', as: demo.admin })).json().items as UserDto[];
    expect(page.map((u) => u._id)).not.toContain(id);
    const again = await server.call({ method: 'DELETE', url: `/api/admin/users/${id}`, as: demo.admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('unknown_user');
  });

  it('refuses self-deletion, unknown users and non-admins', async () => {
    expect((await server.call({ method: 'DELETE', url: '/api/admin/users/demo-admin', as: demo.admin })).statusCode).toBe(409);
    expect((await server.call({ method: 'DELETE', url: '/api/admin/users/nobody-here', as: demo.admin })).statusCode).toBe(404);
    const res = await server.call({ method: 'DELETE', url: '/api/admin/users/demo-host', as: demo.owner });
    expect(res.statusCode).toBe(403);
    const rows = await server.database.db.select().from(users).where(inArray(users.id, ['demo-admin', 'demo-host']));
    expect(rows.every((r) => r.deletedAt === null)).toBe(true);
  });
});
