// The PWA's error reporting through Sentry's browser SDK to a local Sentry-compatible receiver: an API answer from 300
// to below 500 and "no answer" are not reported; another failure is, without the guest's email, phone or token.
import { flush } from '@sentry/browser';
import { afterAll, describe, expect, it } from 'vitest';
import { startSentryReceiver } from '../../tests/support/sentry-receiver';
import { ApiError } from '../api/client';
import { isReported, startErrorReporting } from './error-reporting';
import { reportError } from './report';

const receiver = await startSentryReceiver();
afterAll(() => receiver.close());

describe('error reporting in the PWA', () => {
  it('reports nothing before it is started', async () => {
    reportError(new Error('before start'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.envelopes).toEqual([]);
  });

  it('skips answers from 300 to 499 and "no answer", and reports the rest scrubbed', async () => {
    startErrorReporting({ dsn: receiver.dsn('9'), environment: 'test' });
    for (const status of [0, 302, 404, 409, 429]) reportError(new ApiError(status, 'not_found', `status ${status}`, null));
    reportError(new ApiError(503, 'unavailable', 'The service is unavailable', null));
    reportError(new Error('Could not show the booking of ana@example.test, +49 30 1234567, eyJhbGciOiJub25lIn0.eyJzdWIiOiJhIn0.x'));
    await flush(5_000);
    const events = await receiver.waitForEvents(2);
    expect(events).toHaveLength(2);
    expect(receiver.envelopes.every((envelope) => envelope.project === '9')).toBe(true);
    const values = events.map((event) => (event.exception as { values: { value: string }[] }).values[0]?.value);
    expect(values).toEqual(['The service is unavailable', 'Could not show the booking of [email], [phone], [token]']);
    expect(events.map((event) => event.tags)).toEqual([{ side: 'pwa' }, { side: 'pwa' }]);
    expect(events.every((event) => event.environment === 'test' && !('breadcrumbs' in event) && !('request' in event))).toBe(true);
  });

  it('judges errors by the status they carry (spec §8)', () => {
    expect(isReported(new Error('plain'))).toBe(true);
    expect(isReported(new ApiError(500, 'internal_error', 'x', null))).toBe(true);
    expect(isReported(new ApiError(499, 'x', 'x', null))).toBe(false);
    expect(isReported(new ApiError(300, 'x', 'x', null))).toBe(false);
  });
});
