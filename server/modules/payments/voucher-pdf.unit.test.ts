// What the voucher PDF's standard fonts can write (docs/decisions/012).
import { describe, expect, it } from 'vitest';
import { printable } from './voucher-pdf';

describe('printable', () => {
  it('keeps Western European text and replaces what the standard fonts cannot write', () => {
    expect(printable('Jörg, Peña, 50,00 € – “ok”')).toBe('Jörg, Peña, 50,00 € – “ok”');
    // One mark per character, an emoji being one.
    expect(printable('Feliz 🎂 東京')).toBe('Feliz ? ??');
    expect(printable('1\u202f000')).toBe('1 000');
  });
});
