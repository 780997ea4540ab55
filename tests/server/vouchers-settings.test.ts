// GET and PUT /vouchers/settings (docs/decisions/012-vouchers.md): the demo's settings, a country's defaults until a
// restaurant saves its own, and the refusals: validity below the legal minimum, an unknown special, limits that
// contradict themselves; the owner's to change.
import { describe, expect, it } from 'vitest';
import { VoucherSettings } from '../../core/schemas/vouchers';
import { demoVoucherSettings } from '../../server/seed/demo-vouchers';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';

const server = await fileServer();
const settingsAs = (as: string, restaurant = 'demo') => ({
  get: () => server.call({ method: 'GET', url: '/api/vouchers/settings', as, restaurant }),
  put: (payload: Record<string, unknown>) => server.call({ method: 'PUT', url: '/api/vouchers/settings', as, restaurant, payload }),
});
const owner = settingsAs(demo.owner);

describe('voucher settings', () => {
  it("reads the demo's settings (not the voucher with id 'settings')", async () => {
    const reply = await owner.get();
    expect(reply.statusCode, reply.body).toBe(200);
    expect(VoucherSettings.parse(reply.json())).toEqual(demoVoucherSettings);
  });

  it('a restaurant that never saved any reads its defaults', async () => {
    const reply = await settingsAs(demo.owner2, 'demo2').get();
    expect(reply.json()).toMatchObject({ enabled: false, currency: 'EUR', validityYears: 3, experiences: [] });
  });

  it('saves the owner’s change and answers it', async () => {
    const changed = { ...demoVoucherSettings, presets: [3_000, 6_000], validityYears: 5, terms: { en: 'New terms' } };
    const reply = await owner.put(changed);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual(changed);
    expect((await owner.get()).json()).toEqual(changed);
  });

  it('refuses a validity below the legal minimum, an unknown special and limits that contradict themselves', async () => {
    const short = await owner.put({ ...demoVoucherSettings, validityYears: 2 });
    expect([short.statusCode, short.json().params]).toEqual([400, { reason: 'voucherValidityTooShort', years: 3 }]);
    const experiences = [{ ...demoVoucherSettings.experiences[0], specialId: 'no-such-special' }];
    const special = await owner.put({ ...demoVoucherSettings, experiences });
    expect([special.statusCode, special.json().params]).toEqual([400, { reason: 'voucherUnknownSpecial', special: 'no-such-special' }]);
    const limits = await owner.put({ ...demoVoucherSettings, minAmount: 60_000 });
    expect([limits.statusCode, limits.json().error]).toEqual([400, 'invalid_request']);
    expect((await owner.get()).json().validityYears).not.toBe(2);
  });

  it('the host reads them but may not change them', async () => {
    const host = settingsAs(demo.host);
    expect((await host.get()).statusCode).toBe(200);
    const reply = await host.put(demoVoucherSettings);
    expect([reply.statusCode, reply.json().error]).toEqual([403, 'missing_permission']);
  });
});
