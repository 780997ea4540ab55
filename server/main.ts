// The API process: configuration, database, migrations, demo data, publishing, listen, graceful shutdown.
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { appDatabaseTarget, openDatabase } from './platform/db/connection';
import { firebaseIdentityProvider } from './platform/auth/verifier';
import { LocalBucket } from './platform/files/bucket';
import { warmUpGuestBooking } from './modules/booking';
import { seedDemoIfEmpty } from './seed/demo';
import { ensureEmulatorAccounts } from './seed/emulator-accounts';

async function main() {
  const config = loadConfigOrExit();

  const database = await openDatabase(appDatabaseTarget(config));
  await database.migrate();
  const seeded = config.mode !== 'production' && (await seedDemoIfEmpty(database.db));
  if (config.authEmulatorHost) await ensureEmulatorAccounts(config.authEmulatorHost, config.firebaseProjectId);

  const app = await buildApp({
    config,
    database,
    identity: firebaseIdentityProvider(config.firebaseProjectId),
    bucket: new LocalBucket(config.bucketDir),
  });
  // Files are derived data: publishing at start repairs a bucket that was lost or is new.
  const restaurantIds = await app.services.restaurants.allIds();
  for (const id of restaurantIds) await app.services.publishing.republishAtStart(id);
  // The first guests after a start are answered as fast as the next ones (modules/booking/warm-up.ts).
  if (restaurantIds[0] !== undefined) {
    const warmUp = await warmUpGuestBooking(app, restaurantIds[0]);
    if (warmUp.unexpected.length > 0) app.log.warn({ unexpected: warmUp.unexpected }, 'the booking warm-up was not refused as expected');
  }

  // The availability file must follow the clock too: slots pass and the day changes. Republish every 15 minutes.
  const republish = setInterval(() => {
    void (async () => {
      for (const id of await app.services.restaurants.allIds()) await app.services.publishing.publishAvailability(id);
    })().catch((error: unknown) => app.log.error({ err: error }, 'scheduled availability publish failed'));
  }, 15 * 60_000);
  republish.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(republish);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { engine: database.engine, seeded, emulator: config.authEmulatorHost ?? null },
    `Covers API listening on port ${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
