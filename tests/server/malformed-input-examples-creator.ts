// Valid examples of the creator-area routes for the malformed-input probes (./malformed-input.test.ts; spec §2
// /c/partner). The admin probing has no username, so no referral code: told to choose one.
import { tinyPng } from './api-surface';
import type { Example } from './malformed-input-probes';

export const creatorExamples: Record<string, Example> = {
  'GET /api/creator/partners/:restaurantId': { params: () => ({ restaurantId: 'demo' }), ok: [200, 409] },
  'POST /api/users/me/profile-picture': { upload: tinyPng, ok: [200] },
};
