// The role templates live in core (the roles settings offer them too); the server's modules import them from here.
export { hostRoleTemplate, kitchenRoleTemplate, ownerRoleTemplate } from '../../../core/role-templates';
