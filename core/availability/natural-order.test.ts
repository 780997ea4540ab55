import { describe, expect, it } from 'vitest';
import { compareTableNumbers } from './natural-order';

describe('table number order', () => {
  it('orders numbers by value and text by character', () => {
    const numbers = ['10', 'T10', '2', 'B', 'T2', '1', '02', 'T1a', 'T1', 'A', '100'];
    expect([...numbers].sort(compareTableNumbers)).toEqual(['1', '02', '2', '10', '100', 'A', 'B', 'T1', 'T1a', 'T2', 'T10']);
  });

  it('is a total order: antisymmetric and zero only for equal strings', () => {
    const samples = ['1', '01', '001', 'a1', 'a01', 'a', '', 'Z9', 'z9'];
    for (const a of samples) {
      for (const b of samples) {
        expect(Math.sign(compareTableNumbers(a, b)) + Math.sign(compareTableNumbers(b, a))).toBe(0);
        expect(compareTableNumbers(a, b) === 0).toBe(a === b);
      }
    }
  });
});
