// The first guest requests after a start ran several times slower than the next ones (code not yet compiled: the
// route's hooks, the body's schema, the refusal's translation), and under a burst each of them is a turn the
// connections still to be accepted wait for (../../platform/http/connection-bursts.ts). So before the API listens it
// sends itself a few booking requests for a slot that has passed: spec §4 refuses them before anything is read or
// written. They come from an address no client has (TEST-NET-1, RFC 5737), so no client's rate limit counts them.
import type { FastifyInstance } from 'fastify';

const warmUpAddress = '192.0.2.1';
const hourMs = 3_600_000;

export interface WarmUpResult {
  requests: number;
  /** Answers other than the expected refusal (none unless the booking route changed). */
  unexpected: { statusCode: number; body: string }[];
}

export async function warmUpGuestBooking(app: FastifyInstance, restaurantId: string, rounds = 5): Promise<WarmUpResult> {
  const unexpected: WarmUpResult['unexpected'] = [];
  const start = Date.now() - 2 * 24 * hourMs;
  for (let round = 0; round < rounds; round++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/reservations/request',
      remoteAddress: warmUpAddress,
      headers: { 'content-type': 'application/json', 'x-restaurant-id': restaurantId },
      payload: {
        customer: { name: 'Warm-up', email: 'warm-up@example.invalid', phone: '+49 30 1234567' },
        partySize: 2,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 2 * hourMs).toISOString(),
        level: 'Warm-up',
      },
    });
    if (response.statusCode !== 400 || response.json<{ error?: string }>().error !== 'invalid_request') {
      unexpected.push({ statusCode: response.statusCode, body: response.body.slice(0, 200) });
    }
  }
  return { requests: rounds, unexpected };
}
