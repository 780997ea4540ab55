import { expect, test } from '@playwright/test';

test('the built PWA and the API share one origin', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /demo/i })).toHaveAttribute('href', '/r/demo/');

  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

  const config = await request.get('/files/app-config/demo.json');
  expect(config.ok()).toBe(true);
  expect(await config.json()).toMatchObject({ restaurantId: 'demo', restaurantName: 'Trattoria Demo' });
});

test('an unknown deep link gets the app shell, an unknown API path a JSON 404', async ({ request }) => {
  const page = await request.get('/r/demo/reservations');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');

  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: 'not_found' });
});

test('a demo account signs in against the emulator and the API knows it', async ({ request }) => {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
  const signIn = await request.post(`http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`, {
    data: { email: 'host@covers.test', password: 'covers-demo', returnSecureToken: true },
  });
  expect(signIn.ok()).toBe(true);
  const { idToken } = (await signIn.json()) as { idToken: string };
  const me = await request.get('/api/users/me', { headers: { authorization: `Bearer ${idToken}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ type: 'Restaurant', restaurantId: 'demo', roleId: 'host' });
});
