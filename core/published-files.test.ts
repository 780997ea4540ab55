import { describe, expect, it } from 'vitest';
import { appConfigFileUrl, appConfigKey, availabilityFileUrl, availabilityKey } from './published-files';

describe('published files', () => {
  const at = Date.UTC(2026, 10, 26, 23, 59, 59, 999);

  it('keys the bucket by restaurant', () => {
    expect(appConfigKey('demo')).toBe('app-config/demo.json');
    expect(availabilityKey('demo')).toBe('availability/demo.json');
  });

  it("busts the app config's caches once a UTC day, or at once when forced", () => {
    expect(appConfigFileUrl('demo', at)).toBe('/files/app-config/demo.json?v=2026-11-26');
    expect(appConfigFileUrl('demo', at + 1)).toBe('/files/app-config/demo.json?v=2026-11-27');
    expect(appConfigFileUrl('demo', at, true)).toBe(`/files/app-config/demo.json?v=${at}`);
  });

  it("busts the availability's caches every five minutes", () => {
    const step = Math.floor(at / 300_000);
    expect(availabilityFileUrl('demo', at)).toBe(`/files/availability/demo.json?v=${step}`);
    expect(availabilityFileUrl('demo', (step + 1) * 300_000 - 1)).toBe(`/files/availability/demo.json?v=${step}`);
    expect(availabilityFileUrl('demo', (step + 1) * 300_000)).toBe(`/files/availability/demo.json?v=${step + 1}`);
  });

  it('encodes what is not safe in an address', () => {
    expect(availabilityFileUrl('a b', 0)).toBe('/files/availability/a%20b.json?v=0');
  });
});
