// The browsable API reference (/api/docs): Swagger UI renders the OpenAPI document under the app's
// Content-Security-Policy, with every file from this server and nothing fetched from anywhere else.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the API reference renders the document from this server only', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:')) elsewhere.push(url);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Covers API');
  // The operations are listed by tag; opening one shows the route.
  await expect(page.locator('.opblock-tag').first()).toBeVisible();
  // A section per tag, the first opened on its operations.
  await expect.poll(() => page.locator('.opblock-tag').count()).toBeGreaterThan(2);
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
  const json = await page.request.get('/api/docs/json');
  expect(await json.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { title: 'Covers API' } });
  // Swagger UI's own page (not one of the app's screens): nothing serious or critical for a keyboard or screen reader
  // beyond the renderer's own markup, which we do not write (unlabelled filter inputs, its logo, buttons inside its
  // operation headers); those are listed here so that anything else still fails.
  const results = await new AxeBuilder({ page }).disableRules(['color-contrast', 'landmark-one-main', 'region', 'page-has-heading-one', 'image-alt', 'label', 'nested-interactive']).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious').map((violation) => violation.id)).toEqual([]);
});
