// Redemptions of one voucher from two API processes at once (docs/decisions/012-vouchers.md), on PostgreSQL: the
// voucher's row lock orders them, so the redemptions that succeed never exceed the balance and it never goes below
// zero, and the same actionId sent to either process, or to both at the same moment, counts once. Two real child
// processes (./voucher-redemption-child.ts) serve the API over HTTP; PGlite is one process's database only.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vouchers } from '../../server/platform/db/schema';
import { demo, testConfig, type TestServer } from '../support/test-server';
import { fileServer } from './file-server';
import { ledgerRows, seedVoucher } from './voucher-redemption-kit';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

interface Instance {
  url: string;
  child: ChildProcess;
}

function startInstance(server: TestServer): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'voucher-redemption-child.ts')], {
    env: { ...process.env, REDEEM_DB: server.database.url as string, REDEEM_CONFIG: JSON.stringify(testConfig()) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API process did not start')), 60_000);
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const [event, url] = line.split(' ');
      if (event !== 'listening' || !url) return;
      clearTimeout(timer);
      resolve({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
  });
}

describe.runIf(onPostgres)('redemptions of one voucher from two API processes', () => {
  let server: TestServer;
  let instances: Instance[] = [];
  let token = '';

  beforeAll(async () => {
    server = await fileServer();
    instances = await Promise.all([startInstance(server), startInstance(server)]);
    token = await server.tokenFor(demo.host);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(instances.map(({ child }) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))));
  });

  async function redeem(instance: Instance, voucherId: string, amount: number, actionId: string): Promise<{ status: number; body: { error?: string; entry?: { _id: string } }; replayed: boolean }> {
    const reply = await fetch(`${instance.url}/api/vouchers/${voucherId}/redemptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-restaurant-id': 'demo', 'content-type': 'application/json' },
      body: JSON.stringify({ amount, actionId }),
    });
    return { status: reply.status, body: (await reply.json()) as { error?: string }, replayed: reply.headers.get('idempotent-replayed') === 'true' };
  }

  it('never spends more than the balance, and a replayed actionId counts once on either process', async () => {
    const { db } = server.database;
    const voucher = await seedVoucher(db, { value: 10_000 });
    // 60 redemptions of 3.00 €, half on each process, all at once: 18,000 asked of 10,000.
    const asked = Array.from({ length: 60 }, (_, i) => ({ instance: instances[i % 2] as Instance, actionId: randomUUID() }));
    const answers = await Promise.all(asked.map(({ instance, actionId }) => redeem(instance, voucher.id, 300, actionId)));
    const succeeded = answers.filter((answer) => answer.status === 201);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => answer.status === 409 && answer.body.error === 'voucher_balance_insufficient')).toBe(true);
    expect(succeeded.length).toBe(33);
    let ledger = await ledgerRows(db, voucher.id);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(100);
    expect(ledger.length).toBe(34);

    // Every succeeded id sent again to both processes at once: the first answer, nothing spent again.
    const applied = asked.filter((_, i) => answers[i]?.status === 201).slice(0, 10);
    const replays = await Promise.all(applied.flatMap(({ actionId }) => instances.map((instance) => redeem(instance, voucher.id, 300, actionId))));
    expect(replays.every((reply) => reply.status === 201 && reply.replayed)).toBe(true);

    // New ids, each sent to both processes at the same moment: each counts once.
    const fresh = Array.from({ length: 10 }, () => randomUUID());
    const doubled = await Promise.all(fresh.flatMap((actionId) => instances.map((instance) => redeem(instance, voucher.id, 10, actionId))));
    expect(doubled.every((reply) => reply.status === 201)).toBe(true);
    expect(doubled.filter((reply) => !reply.replayed).length).toBe(10);
    for (let i = 0; i < fresh.length; i++) expect(doubled[2 * i]?.body.entry?._id).toBe(doubled[2 * i + 1]?.body.entry?._id);
    ledger = await ledgerRows(db, voucher.id);
    expect(ledger.length).toBe(44);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    const [after] = await db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(after).toMatchObject({ balance: 0, status: 'redeemed' });
  }, 120_000);
});
