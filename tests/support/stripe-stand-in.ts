// A local stand-in of the few Stripe endpoints the app uses (docs/decisions/012), so tests run the real `stripe`
// client over real HTTP and receive webhooks with real signatures: POST /v1/checkout/sessions (form-encoded, as the
// client sends it), GET /v1/checkout/sessions/:id, POST /v1/refunds; and a hosted "payment page" at each session's
// url whose Pay button completes the session, sends the signed checkout.session.completed webhook and redirects
// to the session's success_url, so a browser test can buy for real. Tests send any other event with `sendEvent`.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const standInSecretKey = 'sk_test_covers_stand_in';
export const standInWebhookSecret = 'whsec_covers_stand_in';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

/** Delivers a signed webhook: by default an HTTP POST to `webhookUrl`; server tests hand it to the app in-process. */
export type WebhookDelivery = (payload: string, signature: string) => Promise<{ status: number; body: string }>;

export interface StripeStandIn {
  url: string;
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  /** The webhooks sent, with the app's answers. */
  deliveries: { event: Stripe.Event; status: number; body: string }[];
  /** Pays the session as the hosted page does: paid (card) or still unpaid (an asynchronous method such as SEPA debit). */
  complete(sessionId: string, paymentStatus?: 'paid' | 'unpaid'): Promise<{ status: number; body: string }>;
  /** Sends a signed event about a session (its current state, with `changes`); answers the app's reply. */
  sendEvent(type: string, sessionId: string, changes?: Partial<StandInSession>, eventId?: string): Promise<{ status: number; body: string; event: Stripe.Event }>;
  /** Sends exactly this payload with this signature header (a forged or replayed webhook). */
  deliverRaw(payload: string, signature: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const idOf = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=v`) as nested objects; list indexes stay keys ('0', '1' …). */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': idOf('req') });
  response.end(JSON.stringify(body));
}

const stripeError = (response: ServerResponse, status: number, message: string) =>
  json(response, status, { error: { type: 'invalid_request_error', message } });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function paymentPage(session: StandInSession): string {
  const name = (session as StandInSession & { description?: string }).description ?? 'Gift card';
  const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test payment</title></head>
<body><main><h1>Test payment</h1><p>${escapeHtml(name)}: <strong>${escapeHtml(amount)}</strong></p><p>${escapeHtml(session.customer_email ?? '')}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay ${escapeHtml(amount)}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p></main></body></html>`;
}

interface StandInState {
  base: string;
  sessions: Map<string, StandInSession>;
  byIdempotencyKey: Map<string, StandInSession>;
  refunds: StandInRefund[];
}

function createSession(state: StandInState, form: Record<string, unknown>): StandInSession {
  const item = ((form.line_items as Record<string, Record<string, unknown>> | undefined)?.['0'] ?? {}) as { price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } }; quantity?: string };
  const id = idOf('cs');
  const session: StandInSession & { description: string } = {
    id,
    object: 'checkout.session',
    mode: String(form.mode ?? 'payment'),
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    amount_total: Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
    currency: String(item.price_data?.currency ?? 'eur'),
    customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
    client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
    metadata: (form.metadata as Record<string, string> | undefined) ?? {},
    success_url: String(form.success_url ?? ''),
    cancel_url: String(form.cancel_url ?? ''),
    url: `${state.base}/pay/${id}`,
    livemode: false,
    description: item.price_data?.product_data?.name ?? 'Gift card',
  };
  state.sessions.set(id, session);
  return session;
}

function refund(state: StandInState, response: ServerResponse, form: Record<string, unknown>): void {
  const intent = String(form.payment_intent ?? '');
  const paid = [...state.sessions.values()].find((session) => session.payment_intent === intent && session.payment_status === 'paid');
  if (!paid) return stripeError(response, 400, `No such payment_intent: '${intent}'`);
  const refunded = state.refunds.filter((item) => item.payment_intent === intent).reduce((sum, item) => sum + item.amount, 0);
  const amount = form.amount === undefined ? paid.amount_total - refunded : Number(form.amount);
  if (!(amount > 0) || refunded + amount > paid.amount_total) return stripeError(response, 400, `Refund amount (${amount}) is greater than unrefunded amount on charge`);
  const made: StandInRefund = { id: idOf('re'), object: 'refund', amount, currency: paid.currency, payment_intent: intent, status: 'succeeded', metadata: (form.metadata as Record<string, string> | undefined) ?? {} };
  state.refunds.push(made);
  json(response, 200, made);
}

export async function startStripeStandIn(options: { port?: number; webhookUrl?: string; deliver?: WebhookDelivery; secretKey?: string; webhookSecret?: string } = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? standInSecretKey;
  const webhookSecret = options.webhookSecret ?? standInWebhookSecret;
  const state: StandInState = { base: '', sessions: new Map(), byIdempotencyKey: new Map(), refunds: [] };
  const { sessions, byIdempotencyKey, refunds } = state;
  const deliveries: StripeStandIn['deliveries'] = [];

  const deliverRaw: WebhookDelivery =
    options.deliver ??
    (async (payload, signature) => {
      if (!options.webhookUrl) throw new Error('The stand-in has no webhook URL to send to');
      const reply = await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body: payload });
      return { status: reply.status, body: await reply.text() };
    });

  async function sendEvent(type: string, sessionId: string, changes: Partial<StandInSession> = {}, eventId = idOf('evt')) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    Object.assign(session, changes);
    const event = { id: eventId, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object: { ...session } } } as unknown as Stripe.Event;
    const payload = JSON.stringify(event, null, 2);
    const reply = await deliverRaw(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
    deliveries.push({ event, ...reply });
    return { ...reply, event };
  }

  async function complete(sessionId: string, paymentStatus: 'paid' | 'unpaid' = 'paid') {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    return sendEvent('checkout.session.completed', sessionId, { status: 'complete', payment_status: paymentStatus, payment_intent: session.payment_intent ?? idOf('pi') });
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (request.headers.authorization !== `Bearer ${secretKey}`) return stripeError(response, 401, 'Invalid API Key provided');
    const form = request.method === 'POST' ? parseStripeForm(await readBody(request)) : {};
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      const replayed = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      const created = replayed ?? createSession(state, form);
      if (typeof key === 'string') byIdempotencyKey.set(key, created);
      return json(response, 200, created);
    }
    if (request.method === 'GET' && session?.[1]) {
      const found = sessions.get(session[1]);
      return found ? json(response, 200, found) : stripeError(response, 404, `No such checkout.session: '${session[1]}'`);
    }
    if (request.method === 'POST' && path === '/v1/refunds') return refund(state, response, form);
    stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path})`);
  }

  /** The hosted payment page: GET shows it; POST pays, sends the webhook, then goes back to the shop. */
  async function page(request: IncomingMessage, response: ServerResponse, sessionId: string): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return void response.end('No such session');
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(paymentPage(session));
    }
    await readBody(request);
    const reply = session.payment_status === 'paid' ? { status: 200 } : await complete(sessionId);
    if (reply.status !== 200) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      return void response.end(`The shop refused the payment notice (${reply.status})`);
    }
    response.writeHead(303, { location: session.success_url });
    response.end();
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const paying = /^\/pay\/([\w-]+)$/.exec(path);
    const handled = paying?.[1] ? page(request, response, paying[1]) : api(request, response, path);
    handled.catch((error: unknown) => {
      if (!response.headersSent) stripeError(response, 500, error instanceof Error ? error.message : String(error));
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: state.base,
    sessions,
    refunds,
    deliveries,
    complete,
    sendEvent,
    deliverRaw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
