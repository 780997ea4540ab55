import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import { connectedSets } from './connected-sets';

/** Brute force: every subset of size ≤ max whose vertices are connected. */
function bruteForce(adjacency: number[][], max: number): string[] {
  const sets: string[] = [];
  for (let bits = 1; bits < 1 << adjacency.length; bits++) {
    const set = adjacency.map((_, v) => v).filter((v) => (bits >> v) & 1);
    if (set.length > max) continue;
    const reached = new Set([set[0] as number]);
    const queue = [set[0] as number];
    while (queue.length) {
      for (const u of adjacency[queue.pop() as number] ?? []) {
        if (set.includes(u) && !reached.has(u)) {
          reached.add(u);
          queue.push(u);
        }
      }
    }
    if (reached.size === set.length) sets.push(set.join(','));
  }
  return sets.sort();
}

const graphArb = fc.integer({ min: 0, max: 9 }).chain((n) =>
  fc.array(fc.tuple(fc.nat(Math.max(0, n - 1)), fc.nat(Math.max(0, n - 1))), { maxLength: 20 }).map((edges) => {
    const adjacency: number[][] = Array.from({ length: n }, () => []);
    for (const [a, b] of edges) {
      if (a === b || (adjacency[a] as number[]).includes(b)) continue;
      (adjacency[a] as number[]).push(b);
      (adjacency[b] as number[]).push(a);
    }
    return adjacency;
  }),
);

describe('connectedSets', () => {
  it('enumerates a path of five: 5 + 4 + 3 + 2 sets of up to four', () => {
    const path = [[1], [0, 2], [1, 3], [2, 4], [3]];
    expect(connectedSets(path, 4)).toHaveLength(14);
  });

  it('finds every connected set of at most k vertices exactly once', () => {
    assertProperty(
      fc.property(graphArb, fc.integer({ min: 1, max: 4 }), (adjacency, max) => {
        const found = connectedSets(adjacency, max).map((s) => s.join(','));
        expect(new Set(found).size).toBe(found.length);
        expect(found.sort()).toEqual(bruteForce(adjacency, max));
      }),
      { numRuns: 300 },
    );
  });
});
