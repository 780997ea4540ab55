// Valid examples of the public creator pages' routes for the malformed-input probes (./malformed-input.test.ts; spec §2
// `/{slug}`, `/all/{collection}`).
import type { Example } from './malformed-input-probes';

export const publicPageExamples: Record<string, Example> = {
  'GET /api/creator-pages/:slug': { params: () => ({ slug: 'creator' }) },
  'GET /api/hubs/:collection': { params: () => ({ collection: 'creators' }), query: () => ({ page: '1' }) },
};
