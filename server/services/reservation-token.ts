// The guest's manage-link token, the only key to the reservation: 24 random bytes (192 bits, spec: ≥ 128) as base64url. Drawn from a pool of random bytes filled
// 4 KiB at a time, as Node's own randomUUID does: one call into the kernel per 170 tokens instead of one per booking.
// Each byte is handed out once; the pool is refilled before it runs short.
import { randomFillSync } from 'node:crypto';

const tokenBytes = 24;
const pool = Buffer.alloc(4096);
let next = pool.length;

export function newReservationToken(): string {
  if (next + tokenBytes > pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const token = pool.toString('base64url', next, next + tokenBytes);
  next += tokenBytes;
  return token;
}
