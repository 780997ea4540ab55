// Whether the kitchen screen is up to date: the browser's network, the live-updates stream (src/api/live-updates.ts)
// and the last time the server was heard from — on the stream (its heartbeat comes every 20 s) or by a refresh of the
// day — so a wall with a dead network says since when it has been showing what it shows.
import { useSyncExternalStore } from 'react';
import { liveStatusSnapshot, subscribeLiveStatus } from '../../api/live-updates';
import { useOnline } from '../../shell/use-online';
import { connectionOf, lastHeardOf, type Connection } from './kitchen-view';

export function useServerHeard(dayRefreshedAt: number | null): { connection: Connection; lastHeard: number | null } {
  const online = useOnline();
  const live = useSyncExternalStore(subscribeLiveStatus, liveStatusSnapshot, liveStatusSnapshot);
  return { connection: connectionOf(online, live.open), lastHeard: lastHeardOf(live.heardAt, dayRefreshedAt) };
}
