// The PostgreSQL LISTEN/NOTIFY channel behind live updates (docs/decisions/006): changes announced a few milliseconds
// apart go out in one notification, and a listener that loses its connection reconnects and tells its streams to reload.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { changeChannel } from '../../server/modules/live/change-feed';
import { changeOf } from '../support/live-stream';
import { demo } from '../support/test-server';
import { dayAhead } from './front-of-house-kit';
import { listeningCount, liveServerForFile, secondInstanceForSuite } from './live-updates-kit';

const { server, foh, listen } = await liveServerForFile();

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('across API processes (PostgreSQL LISTEN/NOTIFY)', () => {
  const second = secondInstanceForSuite(server);

  it('changes announced a few milliseconds apart go out in one notification', async () => {
    const listener = new pg.Client({ connectionString: server.database.url });
    await listener.connect();
    try {
      const ids: string[] = Array.from({ length: 5 }, () => randomUUID());
      const heard: string[][] = [];
      listener.on('notification', (message) => {
        const wire = JSON.parse(message.payload ?? '{}') as { ids?: string[] };
        const mine = (wire.ids ?? []).filter((id) => ids.includes(id));
        if (mine.length > 0) heard.push(mine);
      });
      await listener.query(`listen ${changeChannel}`);
      const announce = (some: string[]) => {
        for (const id of some) server.app.services.changeFeed.notify('demo', { kind: 'reservations', ids: [id] });
      };
      // Three in one turn of the event loop, two more 5 ms later: all within the feed's 20 ms.
      announce(ids.slice(0, 3));
      await new Promise((r) => setTimeout(r, 5));
      announce(ids.slice(3));
      const deadline = Date.now() + 5_000;
      while (heard.flat().length < ids.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual([ids]);
    } finally {
      await listener.end();
    }
  });

  it('the listener reconnects after losing its connection, tells its streams to reload, and hears changes again', async () => {
    const onB = await listen(second().url, demo.host);
    await listeningCount(second().app, 'demo', 1);
    const admin = new pg.Client({ connectionString: server.database.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN covers_changes%' and pid <> pg_backend_pid()`,
      );
      expect(killed.rowCount).toBe(2); // one per instance
    } finally {
      await admin.end();
    }
    await onB.next((event) => event.event === 'resync', 10_000);
    const [row] = await foh.book(dayAhead(47), ['T8'], [12], [14]);
    await onB.next(changeOf('reservations', row?._id), 5_000);
    onB.close();
  });
});
