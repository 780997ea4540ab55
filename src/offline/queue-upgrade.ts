// Entries stored by the tablet before the queue held core commands (database version 1): an edit was an operation
// without a device time, and once sent it carried a frozen HTTP request (`PUT /reservations` with the merged form,
// `changed` and `deviceTime`). The other operations already have the commands' shapes. The upgrade dates each edit —
// by the device time its first send used, else by its id's (./uuid-v7.ts) — and drops the frozen request, so the
// entries sync as commands after the upgrade.
import type { QueueEntry } from './operations';
import { uuidV7Time } from './uuid-v7';

/** What version 1 stored besides the command. */
export interface StoredBeforeCommands {
  id: string;
  op: QueueEntry['op'];
  request?: { method: string; path: string; body?: unknown } | undefined;
}

/** The entry (queue entry, conflict or follow-up) as version 2 stores it; changed in place for Dexie's `modify`. */
export function upgradeToCommand(entry: StoredBeforeCommands): void {
  const frozen = entry.request?.body as { deviceTime?: unknown } | undefined;
  if (entry.op.kind === 'updateReservation' && entry.op.deviceTime === undefined) {
    const deviceTime = typeof frozen?.deviceTime === 'string' ? frozen.deviceTime : new Date(uuidV7Time(entry.id)).toISOString();
    entry.op = { ...entry.op, deviceTime };
  }
  delete entry.request;
}
