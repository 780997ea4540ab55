import { describe, expect, it } from 'vitest';
import { isValidSlug, slugOf } from './new-restaurant';

describe('slugOf', () => {
  it('makes a URL slug the server accepts from a name', () => {
    expect(slugOf('Trattoria Sol & Mar')).toBe('trattoria-sol-mar');
    expect(slugOf('  Café Müller  ')).toBe('cafe-muller');
    expect(slugOf('Ñandú 24/7')).toBe('nandu-24-7');
    expect(isValidSlug(slugOf('Trattoria Sol & Mar'))).toBe(true);
  });

  it('leaves nothing usable from a name without letters or digits, and stays within 63 characters', () => {
    expect(slugOf('***')).toBe('');
    expect(isValidSlug(slugOf('***'))).toBe(false);
    const long = slugOf(`${'a'.repeat(62)} b`);
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long.endsWith('-')).toBe(false);
    expect(isValidSlug('A-Upper')).toBe(false);
  });
});
