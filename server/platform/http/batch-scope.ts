// One POST /sync/batch (server/modules/front-of-house/routes/sync-batch.ts) runs each of its items through the item's own route, and every
// route first asks who calls: the account behind the token, the restaurant, the role (server/platform/auth/context.ts). Within a
// batch the items are requests of one caller with one set of headers, so those answers are read once per batch and not
// once per item. Only the batch's items run inside the scope; the batch takes only reservation and blocker changes,
// which change none of what is remembered.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `work` (a batch's items) with lookups remembered for its duration. */
export function inBatchScope<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(new Map(), work);
}

/** `read()`, or within a batch the answer an earlier item of it got for the same key (a failure too). */
export function onceInBatch<T>(key: string, read: () => Promise<T>): Promise<T> {
  const remembered = scope.getStore();
  if (!remembered) return read();
  let answer = remembered.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = read();
    remembered.set(key, answer);
  }
  return answer;
}
