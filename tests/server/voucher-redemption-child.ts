// One API process of the cross-process redemption test (./voucher-redemptions-across-processes.test.ts): the app on the
// test's PostgreSQL database, listening on a free port. It prints `listening <url>` and serves until SIGTERM.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { firebaseIdentityProvider } from '../../server/platform/auth/verifier';
import { openDatabase } from '../../server/platform/db/connection';
import { LocalBucket } from '../../server/platform/files/bucket';

const config = JSON.parse(process.env.REDEEM_CONFIG ?? '') as Config;
const database = await openDatabase({ engine: 'postgres', url: process.env.REDEEM_DB ?? '', poolSize: 5 });
const bucketDir = await mkdtemp(path.join(os.tmpdir(), 'covers-redeem-'));
const app = await buildApp({ config: { ...config, bucketDir }, database, identity: firebaseIdentityProvider(config.firebaseProjectId), bucket: new LocalBucket(bucketDir), logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${url}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => rm(bucketDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
