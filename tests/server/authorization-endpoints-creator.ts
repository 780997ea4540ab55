// The authorization matrix's creator-area routes (./authorization-matrix.test.ts; spec §2 /c/partner, §1 public
// profile): a creator reads a partner's terms and uploads their own picture; nobody else may.
import { tinyPng } from './api-surface';
import { affiliate, type Endpoint } from './authorization-policy';

export const creatorEndpoints: Record<string, Endpoint> = {
  // An admin passes the guard but, having no username and so no referral code, is told to choose one.
  'GET /api/creator/partners/:restaurantId': { policy: affiliate, ok: [200, 409], call: () => ({ url: '/api/creator/partners/demo' }) },
  'POST /api/users/me/profile-picture': { policy: affiliate, ok: [200], call: async () => ({ url: '/api/users/me/profile-picture', upload: await tinyPng() }) },
};
