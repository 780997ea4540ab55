// Test support: an app config the tests that read one share (not imported by the app).
import type { AppConfig } from './restaurants';

/** A restaurant's app config (spec §7) as the app reads it, without images. */
export const exampleAppConfig: AppConfig = {
  restaurantId: 'demo',
  restaurantName: 'Trattoria Demo am Markt',
  restaurantEmail: '',
  COLOR_PRIMARY: '#8c2f39',
  COLOR_SECONDARY: '#f4ede4',
  COLOR_ACCENT: '#d9a441',
  STRINGS: { BOOKING_SPECIALS: '' },
  languages: ['de', 'en'],
};
