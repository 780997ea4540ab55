// The guest's manage-link token, the only key to the reservation: 24 random bytes (192 bits, spec: ≥ 128) as base64url;
// and the SMS token. Both are drawn from a pool of random bytes filled
// 4 KiB at a time, as Node's own randomUUID does: one call into the kernel per 170 tokens instead of one per booking.
// Each byte is handed out once; the pool is refilled before it runs short.
import { randomFillSync } from 'node:crypto';

const tokenBytes = 24;
const pool = Buffer.alloc(4096);
let next = pool.length;

/** The offset of `count` fresh bytes in the pool, refilled first when it runs short. */
function take(count: number): number {
  if (next + count > pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const at = next;
  next += count;
  return at;
}

export function newReservationToken(): string {
  const at = take(tokenBytes);
  return pool.toString('base64url', at, at + tokenBytes);
}

/** Letters and digits a guest can read back from an SMS without mixing up (no I, O, 0 or 1): 32, so 5 bits each. */
const smsAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const smsTokenLength = 8;

/**
 * Spec §3 smsToken: a short random token stored with each new reservation and shown to staff (40 bits). Short enough
 * to type from a text message; it is no key to the reservation (the manage-link token is).
 */
export function newSmsToken(): string {
  // From the same pool: a call into the kernel per booking was a tenth of the booking's CPU on the API's thread.
  const at = take(smsTokenLength);
  let token = '';
  for (let i = at; i < at + smsTokenLength; i++) token += smsAlphabet[(pool[i] as number) & 31];
  return token;
}
