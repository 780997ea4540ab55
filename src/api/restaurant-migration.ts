import type { RestaurantExport, RestaurantImportResult } from '../../core/schemas/restaurant-export';
import { getJson } from './client';

/** The restaurant's migration file; with `includeReservations` also its upcoming reservations. */
export const fetchRestaurantExport = (includeReservations: boolean) =>
  getJson<RestaurantExport>('/restaurant-migration/export', { query: { reservations: includeReservations } });

/** Replaces the restaurant's configuration with the file's (the server validates it again). */
export const importRestaurantFile = (file: unknown) =>
  getJson<RestaurantImportResult>('/restaurant-migration/import', { method: 'POST', body: file });
