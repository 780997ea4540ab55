// What the host just did, on screen in the same frame ("a host action applied and on screen ≤ 50 ms"): the
// rows a host action changes, computed with core's rule from the day the screen shows, are laid over the day store's
// view until the store itself shows them. The store's view is the truth; this only covers the few milliseconds of the
// Dexie transaction (and a sync holding the store) between the tap and the store's next answer.
import { useSyncExternalStore } from 'react';
import type { Reservation } from '../../core/schemas/reservations';

interface Shown {
  row: Reservation;
  /** The row as the store showed it at the tap: the overlay goes once the store shows something else. */
  before: string;
  /** When the queue had the change (epoch ms); null while the Dexie transaction runs. */
  committedAt: number | null;
}

/** A change the store never shows differently (a repeat whose result already held) still leaves the overlay. */
const maxShownAfterCommitMs = 1_000;

let shown = new Map<string, Shown>();
let snapshot: ReadonlyMap<string, Reservation> = new Map();
const listeners = new Set<() => void>();

function publish(next: Map<string, Shown>): void {
  shown = next;
  snapshot = new Map([...next].map(([id, entry]) => [id, entry.row]));
  for (const notify of listeners) notify();
}

/**
 * Shows `rows` at once. Call the returned function when the queue has the change (`true`) or refused it (`false`: the
 * rows go at once).
 */
export function showNow(rows: readonly Reservation[], before: ReadonlyMap<string, Reservation>): (queued: boolean) => void {
  const next = new Map(shown);
  for (const row of rows) next.set(row._id, { row, before: JSON.stringify(before.get(row._id) ?? null), committedAt: null });
  publish(next);
  return (queued) => {
    const after = new Map(shown);
    for (const row of rows) {
      const entry = after.get(row._id);
      if (entry?.row !== row) continue;
      if (queued) after.set(row._id, { ...entry, committedAt: Date.now() });
      else after.delete(row._id);
    }
    publish(after);
    // Dropped at the latest a moment later, even if no view of the store comes by.
    if (queued) setTimeout(() => settleShown(new Map()), maxShownAfterCommitMs + 10);
  };
}

/**
 * The store's current rows (of a day a screen shows): an overlay goes once its change is queued and the store shows
 * that row otherwise than before the tap (a view read before the queue took the change keeps it), or after a second.
 */
export function settleShown(current: ReadonlyMap<string, Reservation>, now = Date.now()): void {
  let changed = false;
  const next = new Map(shown);
  for (const [id, entry] of shown) {
    if (entry.committedAt === null) continue;
    const row = current.get(id);
    if (now - entry.committedAt >= maxShownAfterCommitMs || (row !== undefined && JSON.stringify(row) !== entry.before)) {
      next.delete(id);
      changed = true;
    }
  }
  if (changed) publish(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The rows shown ahead of the store, by id. */
export const shownNow = (): ReadonlyMap<string, Reservation> => snapshot;

export function useShownNow(): ReadonlyMap<string, Reservation> {
  return useSyncExternalStore(subscribe, shownNow, shownNow);
}

/** Tests: start from nothing shown. */
export function forgetShown(): void {
  publish(new Map());
}
