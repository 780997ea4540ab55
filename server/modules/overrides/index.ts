// Admin overrides (spec §6): what other modules may use.
export { overrideRoutes } from './routes';
export { overridesService, type OverridesService } from './service';
export type { OverrideSessionRow } from './repository';
