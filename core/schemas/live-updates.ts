// Live updates (docs/decisions/006-live-updates.md): what GET /api/events sends, shared by the server that
// writes the stream and the client that reads it.
import { z } from 'zod';

/** The collections a change can touch; `settings` is the floor, the app config or the restaurant's rules. */
export const changeKinds = ['reservations', 'blockers', 'waitlist', 'actionsLog', 'settings'] as const;
export const ChangeKind = z.enum(changeKinds);
export type ChangeKind = z.infer<typeof ChangeKind>;

/** `event: change` — the data of one committed change. */
export const LiveChange = z.object({
  kind: ChangeKind,
  /** Ids of the changed records; empty when `all`. */
  ids: z.array(z.string()),
  /** Every record of this kind may have changed (too many ids to send, or a kind without ids). */
  all: z.boolean(),
  /** When the change was announced (ISO, UTC). */
  at: z.string(),
  /** Increasing per API process (the SSE id). */
  id: z.number().int(),
});
export type LiveChange = z.infer<typeof LiveChange>;

/** The Server-Sent Events the stream carries: a change, or `resync` when changes may have been missed. */
export const liveEventNames = { change: 'change', resync: 'resync' } as const;
