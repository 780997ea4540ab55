// Availability for guests: computed by the core engine from the database, and published as a static file in the
// bucket (/files/availability/{restaurantId}.json) that the booking page reads first (spec §7).
import { computeAvailability, availabilityForDate } from '../../../core/availability';
import { availabilityKey } from '../../../core/published-files';
import type { Database } from '../../platform/db/connection';
import type { Bucket } from '../../platform/files/bucket';
import { bookingDisplay } from './repository/booking-display';
import { loadEngineInput } from './repository/engine-input';
import type { BookingSnapshots } from './repository/slot-read-cache';
import type { FloorCache } from './repository/floor-cache';
import { stageTimings } from '../../platform/timing/stage-timings';
import type { GuestAvailability, PublishedAvailability } from '../../../core/schemas/availability';

export type AvailabilityService = ReturnType<typeof availabilityService>;

export function availabilityService({
  db,
  bucket,
  floors,
  snapshots,
  now = () => new Date(),
}: {
  db: Database;
  bucket: Bucket;
  floors: FloorCache;
  /** The reads kept by this process (the horizon's, between two publishes under a burst of bookings). */
  snapshots?: Pick<BookingSnapshots, 'horizon'> | undefined;
  now?: () => Date;
}) {
  async function compute(restaurantId: string, date?: string, fresh = false): Promise<GuestAvailability> {
    const at = now();
    const [input, display] = await stageTimings.measure('publish.read', () =>
      Promise.all([
        loadEngineInput(db, restaurantId, at, date ? { from: date, to: date } : undefined, floors, snapshots, fresh),
        bookingDisplay(db, restaurantId),
      ]),
    );
    const offer = stageTimings.measureSync('publish.compute', () => (date ? availabilityForDate(input, date) : computeAvailability(input)));
    return { ...offer, display };
  }

  /**
   * Rewrites the restaurant's availability file; called after every change that affects it and at day change. `fresh`
   * reads past the kept horizon, and keeps that read: a whole restaurant republished (an import, which writes blockers
   * and past bookings; a restore) may have changed what no announcement has dropped from it yet, and a process
   * publishing at start keeps the read for the first bookings after it.
   */
  async function publish(restaurantId: string, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    const response = await compute(restaurantId, undefined, fresh);
    await stageTimings.measure('publish.write', () =>
      bucket.put(availabilityKey(restaurantId), JSON.stringify({ ...response, publishedAt: now().toISOString() } satisfies PublishedAvailability), 'application/json'),
    );
  }

  async function unpublish(restaurantId: string): Promise<void> {
    await bucket.delete(availabilityKey(restaurantId));
  }

  return { compute, publish, unpublish };
}
