// The announcements as they travel between processes (NOTIFY payloads on PostgreSQL): one change kind of one
// restaurant, its ids or "all of this kind", stamped with the sending feed (./change-feed.ts).
import { changeKinds, type ChangeKind } from '../../../core/schemas/live-updates';

/** Ids per announcement; more go out as several announcements. */
const idsPerChange = 100;
/** Past this many ids one announcement says "all of this kind" instead of the list. */
const maxIds = 1000;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const maxPayloadBytes = 7900;

export interface Wire {
  origin: string;
  restaurantId: string;
  kind: ChangeKind;
  ids: string[];
  all: boolean;
  at: string;
}

/** The announcements for one change: ids in chunks, or one "all" when there are too many (or none to name). */
export function changesOf(kind: ChangeKind, ids: readonly string[]): { kind: ChangeKind; ids: string[]; all: boolean }[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > maxIds) return [{ kind, ids: [], all: true }];
  const chunks: { kind: ChangeKind; ids: string[]; all: boolean }[] = [];
  for (let i = 0; i < unique.length; i += idsPerChange) chunks.push({ kind, ids: unique.slice(i, i + idsPerChange), all: false });
  return chunks;
}

/**
 * Adjacent announcements of the same restaurant and kind as one (their ids joined, up to a change's worth, or "all"
 * when either was), in order: a burst of bookings is a handful of notifications for PostgreSQL to deliver and for
 * every listening process (this one too) to read, not one per booking.
 */
export function mergeAdjacent(wires: readonly Wire[]): Wire[] {
  const merged: Wire[] = [];
  // The ids of the last merged announcement while others are joined to it: one set for the whole run (copying the
  // ids at every join made a burst of single bookings quadratic in the ids per announcement).
  let joining: Set<string> | null = null;
  const close = () => {
    const last = merged[merged.length - 1];
    if (last && joining) last.ids = [...joining];
    joining = null;
  };
  for (const wire of wires) {
    const last = merged[merged.length - 1];
    if (last && last.restaurantId === wire.restaurantId && last.kind === wire.kind && last.origin === wire.origin) {
      if (last.all || wire.all) {
        joining = null;
        merged[merged.length - 1] = { ...last, ids: [], all: true, at: wire.at };
        continue;
      }
      const ids: Set<string> = joining ?? new Set(last.ids);
      let added = 0;
      for (const id of wire.ids) if (!ids.has(id)) added++;
      if (ids.size + added <= idsPerChange) {
        for (const id of wire.ids) ids.add(id);
        if (!joining) merged[merged.length - 1] = { ...last, at: wire.at };
        else last.at = wire.at;
        joining = ids;
        continue;
      }
    }
    close();
    merged.push(wire);
  }
  close();
  return merged;
}

/** A NOTIFY payload that fits, falling back to "all of this kind" when the ids are unusually long. */
export function payloadOf(wire: Wire): string | null {
  const full = JSON.stringify(wire);
  if (Buffer.byteLength(full) < maxPayloadBytes) return full;
  const all = JSON.stringify({ ...wire, ids: [], all: true });
  return Buffer.byteLength(all) < maxPayloadBytes ? all : null;
}

export function parseWire(payload: string): Wire | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const wire = value as Partial<Wire> | null;
  if (
    !wire ||
    typeof wire.origin !== 'string' ||
    typeof wire.restaurantId !== 'string' ||
    !changeKinds.includes(wire.kind as ChangeKind) ||
    !Array.isArray(wire.ids) ||
    !wire.ids.every((id) => typeof id === 'string') ||
    typeof wire.all !== 'boolean' ||
    typeof wire.at !== 'string'
  ) {
    return null;
  }
  return wire as Wire;
}
