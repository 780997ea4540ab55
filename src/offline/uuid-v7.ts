// UUID version 7 (RFC 9562 §5.7): 48 bits of Unix milliseconds, then randomness. The offline queue names every action
// with one (its Idempotency-Key / actionId), so ids sort by the device time they were made at. Within one millisecond
// (or when the clock steps back) the 12-bit rand_a field is used as a counter (RFC 9562 §6.2, method 1), so the ids
// one device makes are strictly increasing.

let lastMs = -1;
let counter = 0;

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A new UUID v7 for the time `now` (epoch ms); increasing across calls in this JavaScript realm. */
export function uuidV7(now: number = Date.now()): string {
  let ms = Math.max(0, Math.floor(now));
  if (ms > lastMs) {
    lastMs = ms;
    // Start the counter in the lower half so a burst within one millisecond has room to count up.
    counter = ((randomBytes(2)[0] as number) << 3) & 0x7ff;
  } else {
    ms = lastMs;
    counter++;
    if (counter > 0xfff) {
      // Counter exhausted: borrow the next millisecond (the id stays ahead of every earlier one).
      lastMs = ++ms;
      counter = 0;
    }
  }
  const bytes = randomBytes(16);
  // 48-bit big-endian timestamp (split: JavaScript bit operations are 32-bit).
  const high = Math.floor(ms / 2 ** 16);
  bytes[0] = (high >>> 24) & 0xff;
  bytes[1] = (high >>> 16) & 0xff;
  bytes[2] = (high >>> 8) & 0xff;
  bytes[3] = high & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = 0x70 | ((counter >>> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The millisecond timestamp a UUID v7 carries. */
export function uuidV7Time(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}
