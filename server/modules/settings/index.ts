// Settings: the floor (areas, area groups, tables), specials, roles and their templates, images. What other modules
// may use.
export { areaGroupsService } from './area-groups';
export { areaColumns, areasService } from './areas';
export { lockFloor } from './repository/floor-lock';
// The floor as a restaurant's export reads it: each kind in the order its settings screen lists it.
export { areaGroupRows } from './repository/area-groups';
export { areaRows } from './repository/areas';
export { roleRows } from './repository/roles';
export { specialRows } from './repository/specials';
export { tableRows } from './repository/tables';
export { imagesService } from './images';
export { hostRoleTemplate, kitchenRoleTemplate, ownerRoleTemplate } from './role-templates';
export { rolesService } from './roles';
export { settingsRoutes } from './routes';
export { SpecialSearchQuery } from './routes/specials';
export { specialColumns, specialsService } from './specials';
export { tablesService } from './tables';
export { acceptImageBodies, bodyNote, uploadedBytes } from './routes/images';
