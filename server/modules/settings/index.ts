// Settings: the floor (areas, area groups, tables), specials, roles and their templates, images. What other modules
// may use.
export { areaGroupsService } from './area-groups';
export { areasService, promptOrNull } from './areas';
export { lockFloor } from './repository/floor-lock';
export { imagesService } from './images';
export { hostRoleTemplate, ownerRoleTemplate } from './role-templates';
export { rolesService } from './roles';
export { settingsRoutes } from './routes';
export { SpecialSearchQuery } from './routes/specials';
export { specialsService } from './specials';
export { tablesService } from './tables';
