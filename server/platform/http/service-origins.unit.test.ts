import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { serviceOrigins } from './security-headers';

const base = { SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-covers-config-test' };

describe('the platform services in connect-src', () => {
  it('names no origin when no service is configured', () => {
    expect(serviceOrigins(loadConfig(base))).toEqual([]);
    expect(loadConfig({ ...base, SENTRY_DSN: '', TOKEN_SYNC_URL: '' }).services).toMatchObject({ sentryDsn: undefined, tokenSyncUrl: undefined, analytics: undefined });
  });

  it("names each configured address's origin once, and analytics' default collector only with a measurement id", () => {
    const config = loadConfig({
      ...base,
      SENTRY_DSN: 'https://server@errors.example.test/1',
      SENTRY_BROWSER_DSN: 'https://browser@errors.example.test/2',
      ANALYTICS_MEASUREMENT_ID: 'G-1',
      ANALYTICS_CONFIG_URL: 'https://config.example.test/web-config',
      TOKEN_SYNC_URL: 'https://sync.example.test:8443/tokens',
    });
    expect(serviceOrigins(config)).toEqual([
      'https://errors.example.test',
      'https://config.example.test',
      'https://www.google-analytics.com',
      'https://sync.example.test:8443',
    ]);
    expect(serviceOrigins(loadConfig({ ...base, ANALYTICS_CONFIG_URL: 'https://config.example.test/x' }))).toEqual([]);
  });
});
