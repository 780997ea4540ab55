// `npm run seed`: removes the demo tenants (demo, demo2) and the demo accounts' users and creates them again, as on a
// first `npm start`, in the database the app uses (PGlite under DATA_DIR, or DATABASE_URL). Other restaurants are left
// alone. Run it with the app stopped: PGlite's files belong to one process at a time, and a running API would keep
// serving the availability it published before; `npm start` republishes every restaurant's files and makes sure the
// emulator has the demo accounts.
import { loadConfigOrExit } from '../server/config';
import { appDatabaseTarget, openDatabase } from '../server/platform/db/connection';
import { demoRestaurantIds, reseedDemo } from '../server/seed/demo';

async function appIsRunning(port: number): Promise<boolean> {
  try {
    const reply = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return reply.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const config = loadConfigOrExit();
  if (config.mode === 'production') {
    console.error('covers: npm run seed recreates demo data and is refused in production mode');
    return 2;
  }
  if (await appIsRunning(config.port)) {
    console.error(`covers: the app is running on port ${config.port}; stop it (Ctrl-C) before recreating the demo data`);
    return 1;
  }
  const database = await openDatabase(appDatabaseTarget(config));
  try {
    await database.migrate();
    await reseedDemo(database.db);
  } finally {
    await database.close();
  }
  console.log(`Demo data recreated (${demoRestaurantIds.join(', ')} and the demo accounts). Start the app with npm start.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
