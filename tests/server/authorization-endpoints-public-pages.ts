// The authorization matrix's public creator pages (./authorization-matrix.test.ts; spec §2 `/{slug}`,
// `/all/{collection}`): anyone reads them, signed in or not.
import { publicRoute, type Endpoint } from './authorization-policy';

export const publicPageEndpoints: Record<string, Endpoint> = {
  'GET /api/creator-pages/:slug': { policy: publicRoute, ok: [200], call: () => ({ url: '/api/creator-pages/creator' }) },
  'GET /api/hubs/:collection': { policy: publicRoute, ok: [200], call: () => ({ url: '/api/hubs/restaurants?page=1' }) },
};
