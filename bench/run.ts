// `npm run bench`: every benchmark, printing its figures. Set DATABASE_URL to include PostgreSQL.
import os from 'node:os';
import { benchAnalytics } from './analytics';
import { benchApi } from './api';
import { benchEmail } from './email';
import { benchEngine } from './engine';
import { benchGuestPage } from './guest-page';
import { benchBooking } from './booking';
import { benchBookingPglite } from './booking-pglite';
import { benchBookingScale } from './booking-scale';
import { benchLighthouse } from './lighthouse';
import { benchLive } from './live';
import { describeMachine } from './machine';
import { ensureWrk } from './wrk';
import { benchKitchenFigures } from './kitchen-figures';
import { benchKitchenScreen } from './kitchen-screen';
import { benchOfflineReplay } from './offline-replay';
import { benchFrontOfHouseUi } from './front-of-house-ui';

const benches: Record<string, () => Promise<void>> = { api: benchApi, engine: benchEngine, guest: benchGuestPage, booking: benchBookingAll, email: benchEmail, lighthouse: benchLighthouse, live: benchLive, replay: benchOfflineReplay, tablet: benchFrontOfHouseUi, kitchen: benchKitchen, analytics: benchAnalytics };

/** The booking bench's usual case on the demo (PostgreSQL, then PGlite), then its hard cases: a big restaurant, a cold start. */
async function benchBookingAll(): Promise<void> {
  if (!ensureWrk()) {
    console.log("booking  skipped: wrk is missing (run 'sudo apt-get install -y wrk'; the load comes from it)");
    return;
  }
  const postgresP99 = await benchBooking();
  await benchBookingPglite(postgresP99);
  await benchBookingScale();
}

/** The kitchen display: its figures for a busy day, then a booking on one API process until a kitchen screen on another shows it. */
async function benchKitchen(): Promise<void> {
  await benchKitchenFigures();
  await benchKitchenScreen();
}

async function main() {
  const only = process.argv.slice(2);
  console.log(`Covers benchmarks on ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
  console.log(await describeMachine());
  for (const [name, bench] of Object.entries(benches)) {
    if (only.length && !only.includes(name)) continue;
    await bench();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
