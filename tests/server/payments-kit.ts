// What the payment tests share (docs/decisions/012): a test server whose Stripe client talks to the local stand-in
// over real HTTP and whose webhooks the stand-in signs and hands to the app in-process; gift-card purchases from
// addresses of their own (the per-address limit counts them); a mailer that records; the voucher's rows.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import type { GiftCardCheckoutAnswer } from '../../core/schemas/vouchers';
import { defaultVoucherSettings } from '../../core/vouchers/settings';
import type { Mailer, OutgoingMail } from '../../server/modules/email/mailer';
import { saveVoucherSettings } from '../../server/modules/vouchers/repository/settings';
import { emailOutbox, voucherLedger, vouchers } from '../../server/platform/db/schema';
import { startStripeStandIn, standInSecretKey, standInWebhookSecret, type StripeStandIn } from '../support/stripe-stand-in';
import { createTestServer, type TestServer } from '../support/test-server';
import { uniqueSuffix } from './api-surface';

export const restaurantId = 'demo';

/** A mailer that keeps what it was given (the outbox's real sending, without a mail server). */
export function recordingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { sent, send: async (mail) => (sent.push(mail), { messageId: `<${uniqueSuffix()}@test>` }), close: () => undefined };
}

/** Selling on, in euros, from 10 to 500, anything above 300 held, and one experience. */
export async function sellGiftCards(server: TestServer): Promise<void> {
  await saveVoucherSettings(server.database.db, restaurantId, {
    ...defaultVoucherSettings('DE'),
    enabled: true,
    experiences: [{ id: 'tasting-for-two', title: { en: 'Tasting menu for two', de: 'Degustationsmenü für zwei' }, value: 18_000, specialId: null }],
  });
}

export interface PaymentsWorld {
  server: TestServer;
  standIn: StripeStandIn;
  mailer: ReturnType<typeof recordingMailer>;
}

/** The file's server with Stripe (through the stand-in) and a recording mailer (or `sendThrough`); closed after the file's last test. */
export async function stripeWorld(sendThrough?: Mailer): Promise<PaymentsWorld> {
  // The stand-in is made first (the server needs its address); its deliveries go to the server made next.
  const made: { server?: TestServer } = {};
  const standIn = await startStripeStandIn({
    deliver: async (payload, signature) => {
      if (!made.server) throw new Error('No app yet');
      const reply = await made.server.app.inject({ method: 'POST', url: '/api/payments/webhook/stripe', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, payload });
      return { status: reply.statusCode, body: reply.body };
    },
  });
  const mailer = recordingMailer();
  const server = await createTestServer({ stripe: { secretKey: standInSecretKey, webhookSecret: standInWebhookSecret, apiUrl: standIn.url } }, { mailer: sendThrough ?? mailer });
  made.server = server;
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });
  await sellGiftCards(server);
  return { server, standIn, mailer };
}

/** A random address of the documentation range: each purchase counts against an address of its own. */
export const someAddress = () => `192.0.2.${randomBytes(1)[0] ?? 1}`;

export function purchase(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = uniqueSuffix();
  return {
    amount: 5_000,
    recipient: { name: 'Ana Recipient', email: `ana-${suffix}@example.test` },
    message: 'Happy birthday!',
    buyer: { name: 'Ben Buyer', email: `ben-${suffix}@example.test` },
    language: 'en',
    ...overrides,
  };
}

export async function checkout(server: TestServer, body: Record<string, unknown>, remoteAddress = someAddress()) {
  return server.app.inject({ method: 'POST', url: '/api/gift-cards/checkout', headers: { 'x-restaurant-id': restaurantId }, payload: body, remoteAddress });
}

/** A purchase that must be accepted: its answer. */
export async function bought(server: TestServer, body: Record<string, unknown> = purchase()): Promise<GiftCardCheckoutAnswer> {
  const reply = await checkout(server, body);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as GiftCardCheckoutAnswer;
}

export async function voucherRow(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(vouchers).where(and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.id, id)));
  if (!row) throw new Error(`No voucher ${id}`);
  return row;
}

export const ledgerRows = (server: TestServer, id: string) =>
  server.database.db.select().from(voucherLedger).where(and(eq(voucherLedger.restaurantId, restaurantId), eq(voucherLedger.voucherId, id)));

export const outboxRows = (server: TestServer, id: string) =>
  server.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.restaurantId, restaurantId), eq(emailOutbox.voucherId, id)));

/** Resolves once none of the voucher's emails is due and unsent: the outbox is done with it for now. */
export async function untilOutboxSettled(server: TestServer, voucherId: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await outboxRows(server, voucherId);
    // Due now, or claimed by the worker (a claim counts an attempt and leases the row into the future).
    const busy = rows.filter((row) => row.sentAt === null && row.nextAttemptAt !== null && (row.nextAttemptAt.getTime() <= Date.now() || row.attempts > 0));
    if (rows.length > 0 && busy.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the emails of voucher ${voucherId}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The session the app opened for the voucher at the stand-in. */
export async function sessionOf(world: PaymentsWorld, voucherId: string): Promise<string> {
  const row = await voucherRow(world.server, voucherId);
  if (!row.paymentSessionId) throw new Error(`Voucher ${voucherId} has no session`);
  return row.paymentSessionId;
}

/** Resolves when `check` holds of the recorded mail (the outbox sends after the commit). */
export async function untilMailed(mailer: ReturnType<typeof recordingMailer>, check: (mail: OutgoingMail) => boolean, what: string): Promise<OutgoingMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = mailer.sent.find(check);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
