// Hostile and broken input against every API route (design.md: "nothing a caller sends becomes a 500"). The routes come
// from the running app and their body, path and query shapes from its OpenAPI document, so a new endpoint is probed
// without editing this file — except that a route with a body or path parameters needs a valid example in one of the
// `malformed-input-examples-*.ts` tables (by domain).
//
// Every reply must be below 500, every refusal a JSON `{ error, message }` with a catalogue code, and a refused request
// must leave every table exactly as it was. Free-text fields may legitimately accept SQL or HTML metacharacters; then the
// text must be stored verbatim (never interpreted) and no row may disappear. The probes and how they are judged:
// ./malformed-input-probes.ts.
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { demo, emulatorSignUp } from '../support/test-server';
import { demoPassword } from '../../server/seed/demo-accounts';
import { fillPath, headOfStream, pathParamsOf, registeredApiRoutes, snapshotDatabase, streamingRoutes, tableChanges, waitlistProbeDay } from './api-surface';
import { fileServer } from './file-server';
import { accountExamples } from './malformed-input-examples-accounts';
import { affiliateExamples } from './malformed-input-examples-affiliates';
import { creatorExamples } from './malformed-input-examples-creator';
import { affiliateRestaurantExamples } from './malformed-input-examples-affiliates-restaurant';
import { bookingExamples } from './malformed-input-examples-bookings';
import { floorExamples } from './malformed-input-examples-floor';
import { paymentsExamples } from './malformed-input-examples-payments';
import { publicPageExamples } from './malformed-input-examples-public-pages';
import { redemptionExamples } from './malformed-input-examples-redemptions';
import { restaurantExamples } from './malformed-input-examples-restaurants';
import { voucherExamples } from './malformed-input-examples-vouchers';
import { probesFor, runProbes, type CallerName, type Example } from './malformed-input-probes';
import { bodyOf, operationOf, type OpenApiDocument } from './malformed-input-shapes';
import { throwaways } from './throwaways';

const server = await fileServer();
const t = throwaways(server.app);
const waitlistDay = waitlistProbeDay();
await t.fullDay(waitlistDay);
const examples: Record<string, Example> = {
  ...accountExamples,
  ...restaurantExamples,
  ...floorExamples,
  ...voucherExamples,
  ...affiliateExamples,
  ...publicPageExamples,
  ...creatorExamples,
  ...affiliateRestaurantExamples,
  ...paymentsExamples,
  ...redemptionExamples,
  ...bookingExamples({
    waitlistDay,
    edited: (await t.reservation()).id,
    moved: (await t.reservation()).id,
    acted: (await t.reservation()).id,
    blocker: await t.blocker(),
    table: await t.table(),
  }),
  ...redemptionExamples({ booked: (await t.reservation()).id }),
};
const routes = registeredApiRoutes(server.app);
const openApi = server.app.swagger() as OpenApiDocument;
const newcomerEmail = `fuzz-newcomer-${randomUUID()}@example.test`;
let newcomerReady: Promise<unknown> | undefined;

const callerHeaders: Record<CallerName, { email: string; headers: Record<string, string> }> = {
  admin: { email: demo.admin, headers: { 'x-restaurant-id': 'demo' } },
  owner: { email: demo.owner, headers: { 'x-restaurant-id': 'demo' } },
  newcomer: { email: newcomerEmail, headers: {} },
};

async function headersOf(caller: CallerName): Promise<Record<string, string>> {
  if (caller === 'newcomer') newcomerReady ??= emulatorSignUp(newcomerEmail, demoPassword);
  await newcomerReady;
  const { email, headers } = callerHeaders[caller];
  return { ...headers, authorization: `Bearer ${await server.tokenFor(email)}` };
}

/** inject() for a route; a streaming route's replies are read only to their head (api-surface.ts). */
const injectFor =
  (key: string) =>
  async (request: InjectOptions): Promise<LightMyRequestResponse> =>
    streamingRoutes.has(key) ? headOfStream(await server.app.inject({ ...request, payloadAsStream: true })) : server.app.inject(request);

describe('malformed input', () => {
  it('examples name only real routes, and every route with a body or path parameters has one', () => {
    const keys = routes.map((route) => route.key);
    expect(Object.keys(examples).filter((key) => !keys.includes(key))).toEqual([]);
    const withParams = routes.filter((route) => pathParamsOf(route.url).length > 0).map((route) => route.key);
    const withBody = routes.filter((route) => bodyOf(operationOf(openApi, route)) !== undefined).map((route) => route.key);
    expect(withParams.filter((key) => !examples[key]?.params)).toEqual([]);
    expect(withBody.filter((key) => !examples[key]?.body)).toEqual([]);
    expect(Math.min(withParams.length, withBody.length)).toBeGreaterThan(5);
  });

  it('an unknown API path is a JSON 404', async () => {
    const reply = await server.app.inject({ method: 'GET', url: "/api/no-such-thing/' OR 1=1 --" });
    expect([reply.statusCode, reply.json().error]).toEqual([404, 'not_found']);
  });

  it('SQL and HTML metacharacters in free text are kept as text, not run', async () => {
    const headers = await headersOf('owner');
    const name = `"; drop table users; -- <script>alert(1)</script> ' OR 1=1 --`;
    const before = await snapshotDatabase(server.database.db);
    const created = await server.app.inject({ method: 'POST', url: '/api/roles', headers, payload: { name, permissions: ['ReadReservations'] } });
    expect(created.statusCode).toBe(201);
    const read = await server.app.inject({ method: 'GET', url: `/api/roles/${created.json()._id}`, headers });
    expect(read.json()).toMatchObject({ name });
    const roles = before.get('roles')?.count ?? 0;
    expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([{ table: 'roles', before: roles, after: roles + 1 }]);
  });

  for (const route of routes) {
    it(route.key, async () => {
      const example = examples[route.key] ?? {};
      const failures: string[] = [];
      let probed = 0;
      let acceptedText = 0;
      for (const caller of example.callers ?? (['admin', 'owner'] as const)) {
        const headers = { ...(await headersOf(caller)), ...((await example.headers?.(t)) ?? {}) };
        // The valid request first: it proves the example is valid, so a probe's refusal is the probe's doing.
        const control = await injectFor(route.key)({
          method: route.method as InjectOptions['method'],
          url: fillPath(route.url, (await example.params?.(t)) ?? {}),
          headers: example.upload ? { ...headers, 'content-type': 'image/png' } : headers,
          ...(example.query ? { query: await example.query(t) } : {}),
          ...(example.body ? { payload: example.body() } : {}),
          ...(example.upload ? { payload: await example.upload() } : {}),
        });
        // A caller probes only what the guard lets them reach (the admin reaches staff routes only under an override
        // session, spec §6; the owner no admin route); the authorization matrix covers the refusals.
        if ([401, 403].includes(control.statusCode)) continue;
        const controlError: unknown = control.statusCode >= 400 ? control.json().error : null;
        expect({ caller, status: control.statusCode, expected: (example.ok ?? [200, 201]).includes(control.statusCode), controlError }).toMatchObject({
          expected: true,
          controlError: expect.not.stringMatching(/^invalid_request$/),
        });
        if (control.statusCode < 300) await example.cleanup?.(server, control);

        // Fresh parameters: the valid request may have consumed its resource (DELETE, restore).
        const probes = probesFor(openApi, route, example, (await example.params?.(t)) ?? {}, headers);
        probed += probes.length;
        const outcome = await runProbes(server, probes, example, injectFor(route.key));
        failures.push(...outcome.failures.map((failure) => `[${caller}] ${failure}`));
        acceptedText += outcome.acceptedText;
      }
      expect(failures).toEqual([]);
      expect(probed).toBeGreaterThan(0);
      expect(acceptedText).toBeGreaterThanOrEqual(example.acceptsText ?? 0);
    }, examples[route.key]?.timeout);
  }
});
