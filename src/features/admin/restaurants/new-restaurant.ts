// The new restaurant form's rules (spec §6 "creates restaurant metadata"): an id made from the name as a URL slug the
// server accepts (core/ids.ts), which the admin may change.
import { isRestaurantId } from '../../../../core/ids';

/** "Trattoria Sol & Mar" → "trattoria-sol-mar": lowercase letters and digits, words joined by single hyphens. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

export const isValidSlug = isRestaurantId;
