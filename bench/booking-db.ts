// The database side of the booking bench (./booking.ts): pgbench's figures on the same server, the run's bookings and
// emails as the database sees them, and the CPU a process and the machine spent.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// pgbench's own figure: one single-row insert transaction. Beside it, the statement a booking commits (its reservation
// row and its email's outbox row, with every index and constraint of the table) run the same way: the database's own
// ceiling for bookings on this machine, before any HTTP, validation or table assignment.
export const singleRowInsert = "BEGIN;\nINSERT INTO bench_insert (payload, created_at) VALUES ('covers', now());\nCOMMIT;\n";
export const bookingInsert = `\\set n random(1, 9000000000000000000)
WITH queued AS (INSERT INTO email_outbox (restaurant_id, kind, reservation_id, language) VALUES ('demo', 'confirmation', 'pgbench-' || :n, NULL))
INSERT INTO reservations (restaurant_id, id, table_number, token, customer_name, customer_phone, customer_email, level, party_size,
  start_time, end_time, original_start_time, original_end_time, created_at, updated_at, source, platform)
VALUES ('demo', 'pgbench-' || :n, 'P' || :n, 'pgbench-token-' || :n, 'Bench', '+49 30 1234567', 'bench@example.test', 'Terrace', 2,
  now() + interval '1 day', now() + interval '1 day 2 hours', now() + interval '1 day', now() + interval '1 day 2 hours', now(), now(), 'online', 'mobile');
`;

/** pgbench's rate (tps) for a script of one transaction; the script lives in a folder of its own, removed afterwards. */
export async function pgbench(url: string, seconds: number, sql: string, connections: number): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'covers-pgbench-'));
  try {
    const script = path.join(dir, 'transaction.sql');
    await writeFile(script, sql);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('pgbench', ['-n', '-c', String(connections), '-j', '2', '-T', String(seconds), '-f', script, url], { stdio: ['ignore', 'pipe', 'pipe'] });
      let printed = '';
      child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      child.on('error', reject);
      // 'close', not 'exit': all of pgbench's output has been read by then.
      child.on('close', () => resolve(printed));
    });
    const tps = /tps = ([0-9.]+)/.exec(output)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
    return Number(tps);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `work` on a connection of its own, closed afterwards. */
async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The confirmation emails of the run: sent, and still waiting in the outbox. */
export const emailProgress = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ sent: string; waiting: string }>(
      'select count(*) filter (where sent_at is not null) as sent, count(*) filter (where sent_at is null and next_attempt_at is not null) as waiting from email_outbox',
    );
    return { sent: Number(rows[0]?.sent ?? 0), waiting: Number(rows[0]?.waiting ?? 0) };
  });

/** Reservations the bench's guests have made so far (the load's requests book guests named "Bench n"). */
export const benchBookings = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from reservations where customer_name like 'Bench %'");
    return Number(rows[0]?.n ?? 0);
  });

/** Vacuums and analyzes the database and forces a checkpoint. */
export const settle = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  });

/** CPU seconds a process has used so far (user + system, from /proc; Linux only, else NaN). */
export async function cpuSecondsOf(pid: number | undefined): Promise<number> {
  if (pid === undefined) return NaN;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the whole line, in
    // Linux's clock ticks of 1/100 s (USER_HZ).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** CPU seconds the whole machine has spent busy so far (every core; /proc/stat, Linux only, else NaN). */
export async function machineBusySeconds(): Promise<number> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
    // cpu  user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const busy = ticks.reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
    return busy / 100;
  } catch {
    return NaN;
  }
}
