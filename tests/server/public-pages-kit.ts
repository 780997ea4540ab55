// What the public creator pages' server tests share (spec §2 `/{slug}`, `/all/{collection}`): programme restaurants,
// cities and creators written straight into the file's database, and an index.html shaped like the build's.
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/connection';
import { cities, restaurantMetadata, restaurants, users } from '../../server/platform/db/schema';

export async function addCity(db: Database, name: string): Promise<string> {
  const id = randomUUID();
  await db.insert(cities).values({ id, name, country: 'DE' });
  return id;
}

export async function addRestaurant(db: Database, values: { id: string; name: string; cityId?: string | null; programme?: boolean }): Promise<void> {
  await db.insert(restaurants).values({ id: values.id, name: values.name });
  await db.insert(restaurantMetadata).values({ restaurantId: values.id, cityId: values.cityId ?? null, affiliateProgram: values.programme ?? true });
}

export async function addPublicCreator(db: Database, username: string, publicInformation: Record<string, unknown> = {}): Promise<void> {
  await db.insert(users).values({ id: `creator-${randomUUID()}`, email: `${username}@creators.test`, username, type: 'Affiliate', publicInformation: { displayName: `Creator ${username}`, ...publicInformation } });
}

export async function setProfile(db: Database, userId: string, publicInformation: Record<string, unknown>): Promise<void> {
  await db.update(users).set({ publicInformation }).where(eq(users.id, userId));
}

/** A static folder with an index.html of the build's shape (its head and root as vite writes them). */
export async function staticFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'covers-public-pages-'));
  await writeFile(
    path.join(folder, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Book a table" />
    <title>Covers</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
  );
  return folder;
}
