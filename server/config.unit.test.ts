import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-covers-config-test' };
const trustProxyOf = (value: string | undefined) => loadConfig({ ...base, TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
  });

  it('takes a hop count', () => {
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf(' 2 ')).toBe(2);
  });

  it('takes a comma list of proxy addresses and CIDR ranges', () => {
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it.each(['true', 'yes', '-1', '1.5', '10.0.0.0/33', '::1/129', '300.1.1.1', '127.0.0.1,,', 'example.com', '10.0.0.0/'])(
    'refuses %j at start-up with a message naming the variable',
    (value) => {
      expect(() => trustProxyOf(value)).toThrow(ConfigError);
      expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY/);
    },
  );
});
