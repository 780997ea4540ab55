// Error reporting (spec §8) through Sentry's Node SDK to a local Sentry-compatible receiver: a 500 is reported with
// its request id and without the guest's data, a 3xx or 4xx is not, and each report is counted for the dashboard.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { countErrorReportsSince } from '../../server/modules/error-reports';
import { startSentryReceiver } from '../support/sentry-receiver';
import { bookingPayload } from './api-surface';
import { fileServer } from './file-server';

const receiver = await startSentryReceiver();
afterAll(() => receiver.close());
const server = await fileServer({ services: { sentryDsn: receiver.dsn('7'), sentryEnvironment: 'test' } });
const startedAt = new Date(Date.now() - 1000);

describe('error reporting with a DSN', () => {
  it('reports a 500 with the request id and route, and without the guest name, email, phone, note or token', async () => {
    const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhbGljZSJ9.sig';
    const payload = bookingPayload({ note: 'Allergic to peanuts, table by the window' });
    const customer = payload.customer as { name: string; email: string; phone: string };
    // An unexpected failure whose message repeats what the guest sent, as a driver's error can.
    const failure = vi
      .spyOn(server.app.services.booking, 'request')
      .mockRejectedValue(new Error(`insert failed for ${customer.name} <${customer.email}> ${customer.phone} "${payload.note as string}" Bearer ${token}`));
    try {
      const reply = await server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo', payload });
      expect(reply.statusCode).toBe(500);
      const [event] = await receiver.waitForEvents(1);
      const envelope = receiver.envelopes.at(-1);
      expect(envelope?.project).toBe('7');
      expect(envelope?.sentryKey).toBe('publickey');
      expect(event?.tags).toMatchObject({ request_id: reply.headers['x-request-id'], route: '/api/reservations/request', status: '500', side: 'server' });
      expect(event?.environment).toBe('test');
      const exception = (event?.exception as { values: { type: string; value: string }[] }).values[0];
      expect(exception?.type).toBe('Error');
      expect(exception?.value).toMatch(/^insert failed for /);
      const raw = envelope?.raw ?? '';
      for (const secret of [customer.name, customer.email, customer.phone, 'peanuts', token, 'surface-probe']) expect(raw).not.toContain(secret);
      expect(event).not.toHaveProperty('request');
      expect(event).not.toHaveProperty('user');
    } finally {
      failure.mockRestore();
    }
  });

  it('records each reported error for the admin dashboard, redacted', async () => {
    const reported = await countErrorReportsSince(server.database.db, startedAt);
    expect(reported).toBe(1);
    expect(await countErrorReportsSince(server.database.db, new Date(Date.now() + 60_000))).toBe(0);
    const rows = await server.database.db.query.errorReports.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ route: '/api/reservations/request', status: 500, requestId: expect.any(String), fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(rows[0]?.message).toMatch(/^insert failed for \[value\]/);
    expect(rows[0]?.message).not.toContain('@example.test');
  });

  it('does not report a 404, a 409 or a validation error', async () => {
    const before = receiver.events().length;
    const missing = await server.call({ method: 'GET', url: '/api/reservations/no-such-id', as: 'owner@covers.test', restaurant: 'demo' });
    expect(missing.statusCode).toBe(404);
    const payload = bookingPayload();
    const first = await server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo', payload });
    expect(first.statusCode).toBe(201);
    const duplicate = await server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo', payload });
    expect(duplicate.statusCode).toBe(409);
    const invalid = await server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo', payload: { partySize: 'two' } });
    expect(invalid.statusCode).toBe(400);
    // A 500 afterwards arrives, so the ones before it would have arrived first had they been sent.
    const failure = vi.spyOn(server.app.services.booking, 'request').mockRejectedValue(new Error('later failure'));
    try {
      expect((await server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo', payload: bookingPayload() })).statusCode).toBe(500);
    } finally {
      failure.mockRestore();
    }
    const events = await receiver.waitForEvents(before + 1);
    expect(events.slice(before).map((event) => (event.tags as Record<string, string>).status)).toEqual(['500']);
  });
});
