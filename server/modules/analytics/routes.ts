// Spec §7 Analytics. The owner's figures need ViewAnalytics; the kitchen's screen ReadReservations and ViewKitchen
// (docs/decisions/010), so a kitchen role sees that screen only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingAnalytics, BookingAnalyticsQuery, KitchenFigures, KitchenQuery } from '../../../core/schemas/analytics';
import { access } from '../../platform/http/access';
import { routeOptions, staffReads } from '../../platform/http/route-group';

const options = routeOptions(['analytics']);

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analytics } = app.services;
  const read = staffReads(app, options);

  read(
    '/analytics/bookings',
    access.staff('ViewAnalytics'),
    {
      summary: 'Bookings, covers, cancellations, no-shows and occupancy of a range of local dates, and of the range before',
      querystring: BookingAnalyticsQuery,
      response: BookingAnalytics,
    },
    analytics.bookings,
  );
  read(
    '/analytics/kitchen',
    access.staff('ReadReservations', 'ViewKitchen'),
    { summary: "A day's covers per quarter hour and area, with the notes the kitchen must see (today when no date)", querystring: KitchenQuery, response: KitchenFigures },
    analytics.kitchen,
  );
};
