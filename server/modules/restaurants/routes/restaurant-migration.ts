import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFileName, RestaurantExport, RestaurantExportQuery, RestaurantImportResult, restaurantImportMaxBytes } from '../../../../core/schemas/restaurant-export';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { staffContext } from '../../../platform/auth/context';

const options = routeOptions(['restaurant migration']);

/**
 * Spec §2 settings page restaurantMigration, for the restaurant of the request (X-Restaurant-Id, as every staff route;
 * admins name it with the override header). Restaurant-wide configuration needs the owner-level ManageRoles.
 */
export const restaurantMigrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { restaurantMigration } = app.services;
  const owner = access.staff('ManageRoles');

  app.get(
    '/restaurant-migration/export',
    options(owner, {
      summary: "Download the restaurant's configuration as one JSON file (reservations=true adds the upcoming reservations)",
      querystring: RestaurantExportQuery,
      response: { 200: RestaurantExport },
    }),
    async (request, reply) => {
      const { restaurantId } = staffContext(request.ctx);
      const file = await restaurantMigration.exportFile(restaurantId, { includeReservations: request.query.reservations === 'true' });
      reply.header('content-disposition', `attachment; filename="${exportFileName(file)}"`);
      reply.header('cache-control', 'no-store');
      return file;
    },
  );

  app.post(
    '/restaurant-migration/import',
    {
      ...options(owner, {
        summary: "Replace the restaurant's configuration with an export file's, in one transaction",
        description:
          'Refused (409) while the restaurant has upcoming reservations. Areas, area groups, tables, specials and upcoming blockers are replaced; roles are matched by name and roles still held are kept; the restaurant id, city, hosts and users stay.',
        body: RestaurantExport,
        response: { 200: RestaurantImportResult },
      }),
      // Raised for this route only; every other JSON route keeps the app's 256 KiB.
      bodyLimit: restaurantImportMaxBytes,
    },
    async (request) => {
      const { restaurantId, user } = staffContext(request.ctx);
      const callerRoleId = user.type === 'Admin' ? null : (request.ctx.role?.id ?? null);
      return restaurantMigration.importFile(restaurantId, request.body, { callerRoleId });
    },
  );
};
