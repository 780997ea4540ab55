// Accounts: users (with child users and their PINs), invitations. What other modules may use.
export { accountRoutes } from './routes';
export { invitesService } from './invites';
export { roleDto } from './user-profile';
export { usersService, type RoleRow, type UserRow, type UsersService } from './users';
export { inviteEmails } from './invite-email';
