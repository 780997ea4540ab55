// The creator's own figures (docs/decisions/014-affiliates.md; spec §2 /c/overview): affiliates only; and one partner's terms and items (spec §2 /c/partner).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreatorOverview, CreatorPartner } from '../../../../core/schemas/affiliates';
import { RestaurantId } from '../../../../core/schemas/common';
import { signedInUser } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';

const options = routeOptions(['affiliates']);

export const creatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { creator, creatorPartners } = app.services;
  app.get(
    '/creator/overview',
    options(access.affiliate, { summary: 'My referred bookings, covers and commission, by month and by partner', response: { 200: CreatorOverview } }),
    async (request) => creator.overview(signedInUser(request.ctx)),
  );
  app.get(
    '/creator/partners/:restaurantId',
    options(access.affiliate, {
      summary: "A programme restaurant's terms for me, my figures there and my commission items (never a guest's name)",
      params: z.object({ restaurantId: RestaurantId }),
      response: { 200: CreatorPartner },
    }),
    async (request) => creatorPartners.partner(signedInUser(request.ctx), request.params.restaurantId),
  );
};
