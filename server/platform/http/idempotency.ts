// What an idempotent request keeps (docs/decisions/003): its answer, stored under its action id with the hash of what
// was asked, so a replay gets the first answer back and the same id with another request is refused. Staff changes
// and guests' booking attempts keep their answers alike.
import { createHash } from 'node:crypto';

/** Replies to a replay carry this header; the body and status are the first answer's. */
export const replayedHeader = 'idempotent-replayed';

export interface Outcome<T> {
  status: number;
  body: T;
}
export interface Applied<T> extends Outcome<T> {
  /** The answer was stored by an earlier request with the same action id; nothing was applied now. */
  replayed: boolean;
}

/** JSON with object keys sorted at every depth: equal requests hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHashOf = (fingerprint: unknown): string => createHash('sha256').update(canonical(fingerprint)).digest('hex');
