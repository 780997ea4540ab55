import { describe, expect, it } from 'vitest';
import { analyticsDestination } from './CookieBanner';
import { cookieBannerApplies } from './cookie-choice';

const config = {
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  authEmulatorHost: null,
  googleSignIn: true,
  productHosts: ['covers.test'],
  services: { errorReporting: null, analytics: { measurementId: 'G-123', configUrl: null, collectUrl: 'https://stats.example.test/g/collect' }, tokenSyncUrl: null },
};

describe('the cookie banner (spec §4, §8)', () => {
  it('says where analytics goes when it is configured, as stored or as the JSON the device hook gives', () => {
    expect(analyticsDestination(config)).toEqual({ measurementId: 'G-123', host: 'stats.example.test' });
    expect(analyticsDestination(JSON.stringify(config))).toEqual({ measurementId: 'G-123', host: 'stats.example.test' });
  });

  it('names no destination without analytics, without a stored config, or with a broken one', () => {
    expect(analyticsDestination({ ...config, services: { ...config.services, analytics: null } })).toBeNull();
    expect(analyticsDestination({ ...config, services: undefined })).toBeNull();
    expect(analyticsDestination(null)).toBeNull();
    expect(analyticsDestination('{not json')).toBeNull();
  });

  it('is shown only without a stored choice and away from the local machine', () => {
    expect(cookieBannerApplies('demo.covers.test', null)).toBe(true);
    expect(cookieBannerApplies('demo.covers.test', true)).toBe(false);
    expect(cookieBannerApplies('127.0.0.1', null)).toBe(false);
  });
});
