import { describe, expect, it } from 'vitest';
import { isReportedStatus, redactText, scrubEvent, stringsIn } from './error-reporting';

describe('isReportedStatus (spec §8)', () => {
  it.each([300, 302, 399, 400, 404, 409, 429, 499])('does not report %i', (status) => expect(isReportedStatus(status)).toBe(false));
  it.each([200, 500, 502, 503, 504, undefined])('reports %s', (status) => expect(isReportedStatus(status)).toBe(true));
});

describe('scrubEvent', () => {
  it('keeps the failure and drops the request, user, extra data, breadcrumbs, local variables and foreign contexts', () => {
    const event = {
      message: 'Could not save ana@example.test',
      exception: { values: [{ type: 'Error', value: 'call +49 30 1234567 for Ana Lopez', stacktrace: { frames: [{ filename: 'a.js', vars: { guest: 'Ana Lopez' } }] } }] },
      request: { data: '{"name":"Ana Lopez"}', headers: { authorization: 'Bearer eyJa.eyJb.c' } },
      user: { email: 'ana@example.test' },
      extra: { note: 'allergic' },
      breadcrumbs: [{ message: 'fetch /api/reservations/LoadReservation?token=abc' }],
      contexts: { runtime: { name: 'node' }, state: { guest: 'Ana Lopez' } },
      tags: { request_id: 'r-1', guest: 'Ana Lopez' },
    };
    const scrubbed = scrubEvent(event, stringsIn({ customer: { name: 'Ana Lopez' } }));
    expect(JSON.stringify(scrubbed)).not.toMatch(/Ana|ana@|1234567|allergic|eyJ|token=/);
    expect(scrubbed).toMatchObject({
      message: 'Could not save [email]',
      exception: { values: [{ type: 'Error', value: 'call [phone] for [value]', stacktrace: { frames: [{ filename: 'a.js' }] } }] },
      contexts: { runtime: { name: 'node' } },
      tags: { request_id: 'r-1' },
    });
  });

  it('redacts tokens and the values PostgreSQL repeats from a row', () => {
    expect(redactText('Bearer abc.def-ghi')).toBe('Bearer [token]');
    expect(redactText('Key (email)=(ana@example.test) already exists')).toBe('Key (email)=([value]) already exists');
    expect(redactText('link k7Q2xw9ZpL0aB3cD4eF5gH6iJ7kL8mN9oP')).toBe('link [token]');
  });
});
