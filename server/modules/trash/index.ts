// The database trash (docs/decisions/013-trash.md): every deleted item, restore, purge and the retention purge. What
// other modules may use.
export { retentionJob } from './retention';
export { trashRoutes } from './routes';
export { trashService, type TrashService } from './service';
