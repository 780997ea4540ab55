import { routeGroup } from '../../../platform/http/route-group';
import { adminUserRoutes } from './admin-users';
import { childUserRoutes } from './child-users';
import { inviteRoutes } from './invites';
import { profileRoutes } from './profile';
import { publicUserRoutes } from './public-users';
import { staffUserRoutes } from './staff-users';

/** Sign-in, the signed-in user, invitations and the admins' user management. */
export const accountRoutes = routeGroup([inviteRoutes, profileRoutes, childUserRoutes, publicUserRoutes, staffUserRoutes, adminUserRoutes]);
