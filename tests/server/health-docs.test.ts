// GET /api/health, the API reference (/api/docs) and its JSON (/api/docs/json): the OpenAPI document must describe every API route the app registers. The expected
// list is read from the app's own router (printRoutes), never written by hand, so a new route cannot slip through.
import { describe, expect, it, vi } from 'vitest';
import { emulatorSignUp } from '../support/test-server';
import { streamingRoutes } from './api-surface';
import { fileServer } from './file-server';

const server = await fileServer();

interface Route {
  method: string;
  /** Fastify form, e.g. /api/users/:id */
  url: string;
  /** OpenAPI form, e.g. /api/users/{id} */
  path: string;
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: { enum?: unknown[] } }[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
  security?: unknown[];
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

/** Every (method, url) in the router, from the tree printed by printRoutes({ commonPrefix: false }). */
function registeredRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*?)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (match[2] ?? '');
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) {
      routes.push({ method, url, path: url.replace(/:([A-Za-z0-9_]+)/g, '{$1}') });
    }
  }
  return routes;
}

function apiRoutes(): Route[] {
  return registeredRoutes(server.app.printRoutes({ commonPrefix: false })).filter(
    // HEAD routes are Fastify's automatic twins of GET routes; /api/docs serves the document itself and its viewer.
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
  );
}

async function docs(): Promise<OpenApiDocument> {
  const res = await server.call({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as OpenApiDocument;
}

/** A concrete URL for a route: each path parameter gets the first enum value its documented schema allows, else a slug. */
function concreteUrl(route: Route, operation: Operation | undefined): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => {
    const documented = operation?.parameters?.find((p) => p.in === 'path' && p.name === name);
    const value = documented?.schema?.enum?.[0];
    return typeof value === 'string' ? value : 'abc-1';
  });
}

describe('GET /api/health', () => {
  it('reports ok, the database engine and the time', async () => {
    const res = await server.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: 'ok', database: server.database.engine, time: expect.any(String) });
    expect(new Date(body.time).toISOString()).toBe(body.time);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers 503 unavailable when the database cannot be reached', async () => {
    const outage = vi.spyOn(server.app.database.db, 'execute').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await server.call({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: server.database.engine, time: expect.any(String) });
    } finally {
      outage.mockRestore();
    }
    expect((await server.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('GET /api/docs (the browsable reference)', () => {
  it('renders the document with scripts and styles from this server only, each of which answers', async () => {
    const page = await server.call({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, 'an asset of our own server').toMatch(/^\/api\/docs\/static\//);
      const answer = await server.call({ method: 'GET', url: asset });
      expect(answer.statusCode, asset).toBe(200);
      expect(answer.body, asset).not.toMatch(/https?:\/\/(?!127\.0\.0\.1|localhost)[\w.-]*(unpkg|jsdelivr|cdnjs|googleapis)/);
    }
    // The initializer points the viewer at our JSON and at no validator badge on the internet.
    const initializer = await server.call({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('json');
    expect(initializer.body).not.toContain('validator.swagger.io');
  });

  it("answers its files like any public route: an override header without an admin's sign-in is refused", async () => {
    for (const url of ['/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-ui.css', '/api/docs/static/swagger-initializer.js']) {
      expect((await server.call({ method: 'GET', url })).statusCode, url).toBe(200);
      const refused = await server.call({ method: 'GET', url, headers: { 'x-admin-user-override': 'demo-host' } });
      expect({ url, status: refused.statusCode, error: refused.json().error }).toEqual({ url, status: 403, error: 'access_denied' });
    }
  });

  it('serves the same document as YAML', async () => {
    const yaml = await server.call({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\./m);
  });
});

describe('GET /api/docs/json', () => {
  it('the route parser sees the routes this file relies on', () => {
    const routes = apiRoutes();
    // A sanity check of the parser itself, not the expected list: it must find nested and parameterised routes.
    expect(routes).toContainEqual({ method: 'GET', url: '/api/health', path: '/api/health' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/users/invites/:code', path: '/api/users/invites/{code}' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/admin/database-trash/:kind/:id/restore', path: '/api/admin/database-trash/{kind}/{id}/restore' });
    expect(routes.length).toBeGreaterThan(30);
  });

  it('is an OpenAPI 3 document listing exactly the registered API routes, without itself', async () => {
    const doc = await docs();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toEqual(expect.any(String));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((key) => ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'].includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = apiRoutes().map((r) => `${r.method} ${r.path}`);
    expect([...documented].sort()).toEqual([...expected].sort());
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('documents a JSON response schema and every path parameter for each operation', async () => {
    const doc = await docs();
    for (const route of apiRoutes()) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      const where = `${route.method} ${route.path}`;
      expect(operation, where).toBeDefined();
      const success = Object.entries(operation?.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      expect(success.length, where).toBeGreaterThan(0);
      for (const [status, response] of success) {
        // A stream (GET /api/events) documents its text/event-stream instead.
        const streamed = streamingRoutes.has(`${route.method} ${route.url}`) ? response.content?.['text/event-stream']?.schema : undefined;
        const schema = response.content?.['application/json']?.schema ?? streamed;
        expect(schema, `${where} ${status}`).toBeDefined();
        expect(Object.keys(schema ?? {}).length, `${where} ${status}`).toBeGreaterThan(0);
      }
      for (const name of [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1])) {
        const parameter = operation?.parameters?.find((p) => p.in === 'path' && p.name === name);
        expect(parameter, `${where} :${name}`).toMatchObject({ required: true, schema: expect.any(Object) });
      }
    }
  });

  it('documents a request body exactly for the routes that validate one', async () => {
    const doc = await docs();
    // A non-public route checks who calls before it reads the body, so the probe comes from each kind of caller (a
    // stranger, an owner, an admin, someone without a type yet): a JSON array as the body shows whether the route,
    // once it lets the caller in, has a body schema.
    const callers = [{}, ...(await Promise.all(['owner@covers.test', 'admin@covers.test'].map(async (email) => ({ authorization: `Bearer ${await server.tokenFor(email)}`, 'x-restaurant-id': 'demo' })))), { authorization: `Bearer ${(await emulatorSignUp(`docs-${Date.now()}@example.test`)).token}` }];
    for (const route of apiRoutes().filter((r) => r.method !== 'GET')) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      const probes = [];
      for (const headers of callers) {
        const probe = await server.call({ method: route.method as 'POST', url: concreteUrl(route, operation), payload: [] as unknown as Record<string, unknown>, headers: { ...headers, 'content-type': 'application/json' } });
        probes.push(probe);
        if (probe.statusCode === 400) break;
      }
      const probe = probes[probes.length - 1] as (typeof probes)[number];
      const validatesBody = probe.statusCode === 400 && /^Invalid body/.test(probe.json().message as string);
      const where = `${route.method} ${route.path} (${probes.map((one) => one.statusCode).join(', ')} ${probe.body.slice(0, 120)})`;
      if (validatesBody) {
        const schema = operation?.requestBody?.content?.['application/json']?.schema;
        expect(schema, where).toBeDefined();
        expect(Object.keys(schema ?? {}).length, where).toBeGreaterThan(0);
      } else {
        expect(operation?.requestBody, where).toBeUndefined();
      }
    }
  });

  it('marks every route that refuses anonymous callers as secured by the Firebase bearer token', async () => {
    const doc = await docs();
    let checked = 0;
    for (const route of apiRoutes().filter((r) => r.method === 'GET' || r.method === 'DELETE')) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      const probe = await server.call({ method: route.method as 'GET', url: concreteUrl(route, operation) });
      if (probe.statusCode !== 401) continue;
      checked++;
      expect(operation?.security, `${route.method} ${route.path}`).toEqual([{ firebase: [] }]);
    }
    expect(checked).toBeGreaterThan(10);
  });
});
