import { routeGroup } from '../../../platform/http/route-group';
import { areaGroupRoutes } from './area-groups';
import { areaRoutes } from './areas';
import { clientConfigRoutes } from './client-config';
import { imageRoutes } from './images';
import { roleRoutes } from './roles';
import { specialRoutes } from './specials';
import { tableRoutes } from './tables';

/** A restaurant's settings: floor (areas, groups, tables), specials, roles, images, and the client config. */
export const settingsRoutes = routeGroup([clientConfigRoutes, roleRoutes, tableRoutes, areaRoutes, areaGroupRoutes, specialRoutes, imageRoutes]);
