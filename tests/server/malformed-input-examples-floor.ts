// Valid examples of the floor routes for the malformed-input probes (./malformed-input.test.ts): tables, areas, area
// groups, specials and images.
import { tinyPng, uniqueSuffix } from './api-surface';
import type { Example } from './malformed-input-probes';
import { areaWithEveryField, specialWithEveryField } from './migration-file';

const tableBody = () => ({
  table: { label: 'Fuzz', tableNumber: `F${uniqueSuffix()}`, level: 'Terrace', bookable: false, overflow: false, frontendGroupOrder: 5, combinations: [], minCovers: 1, maxCovers: 2 },
});
const areaBody = () => areaWithEveryField(`Fuzz ${uniqueSuffix()}`);
const areaGroupBody = () => ({ name: { en: 'Fuzz group', de: 'Fuzz' }, areaIds: ['terrace'], description: { en: 'Probe' } });
const specialBody = () => specialWithEveryField('Fuzz special');

export const floorExamples: Record<string, Example> = {
  'POST /api/tables': { body: tableBody, refs: ['table.level', 'table.combinations.0'] },
  'PUT /api/tables/:id': { params: async (t) => ({ id: await t.table() }), body: tableBody, refs: ['table.level', 'table.combinations.0'] },
  'DELETE /api/tables/:id': { params: async (t) => ({ id: await t.table() }) },
  'POST /api/areas': { body: areaBody },
  'PUT /api/areas/:id': { params: async (t) => ({ id: await t.area() }), body: areaBody },
  'DELETE /api/areas/:id': { params: async (t) => ({ id: await t.area() }) },
  'POST /api/area-groups': { body: areaGroupBody, refs: ['areaIds.0'] },
  'PUT /api/area-groups/:id': { params: async (t) => ({ id: await t.areaGroup() }), body: areaGroupBody, refs: ['areaIds.0'] },
  'DELETE /api/area-groups/:id': { params: async (t) => ({ id: await t.areaGroup() }) },
  'GET /api/specials/all': { query: () => ({ query: 'tasting', limit: '10', skip: '0' }) },
  'GET /api/specials/:id': { params: () => ({ id: 'tasting-menu' }) },
  'POST /api/specials': { body: specialBody, refs: ['areaGroupId'] },
  'PUT /api/specials/:id': { params: async (t) => ({ id: await t.special() }), body: specialBody, refs: ['areaGroupId'] },
  'DELETE /api/specials/:id': { params: async (t) => ({ id: await t.special() }) },
  'POST /api/images/:kind': { params: () => ({ kind: 'logo' }), upload: tinyPng, ok: [200] },
  'DELETE /api/images/:kind': { params: () => ({ kind: 'logo' }) },
  'POST /api/images/area': { query: async (t) => ({ areaId: await t.area() }), upload: tinyPng, ok: [201] },
};
