import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreatorPage, CreatorPageParams, HubPage, HubParams, HubQuery } from '../../../../core/schemas/public-pages';
import { access } from '../../../platform/http/access';

const tags = ['public pages'];

/**
 * The data of the public creator pages (spec §2 `/{slug}`, `/all/{collection}`): what the app renders when navigated
 * to, and what the server renders into the page's HTML (../page-html.tsx). Anyone may read them.
 */
export const publicPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { access: access.public };
  app.get(
    '/creator-pages/:slug',
    { config: open, schema: { tags, summary: "A creator's public page: profile and programme partners", params: CreatorPageParams, response: { 200: CreatorPage } } },
    async (request) => app.services.publicPages.creatorPage(request.params.slug),
  );
  app.get(
    '/hubs/:collection',
    { config: open, schema: { tags, summary: 'A page of every programme restaurant or every creator', params: HubParams, querystring: HubQuery, response: { 200: HubPage } } },
    async (request) => app.services.publicPages.hub(request.params.collection, request.query.page),
  );
};
