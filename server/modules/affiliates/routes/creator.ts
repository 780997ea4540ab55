// The creator's own figures (docs/decisions/014-affiliates.md; spec §2 /c/overview): affiliates only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreatorOverview } from '../../../../core/schemas/affiliates';
import { signedInUser } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';

export const creatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { creator } = app.services;
  app.get(
    '/creator/overview',
    { config: { access: access.affiliate }, schema: { tags: ['affiliates'], security: [{ firebase: [] }], summary: 'My referred bookings, covers and commission, by month and by partner', response: { 200: CreatorOverview } } },
    async (request) => creator.overview(signedInUser(request.ctx)),
  );
};
