// Table combinations (spec §3 table `combinations`): every connected set of at most `maxSize` vertices of an
// undirected graph, each exactly once. This is the ESU enumeration (Wernicke 2006): a set grows only from its smallest
// vertex and only through vertices not already next to it, so no set is produced twice and no dedupe is needed.

/** `adjacency[v]` lists v's neighbours (symmetric, no self-loops). Returns sets as ascending vertex lists. */
export function connectedSets(adjacency: readonly (readonly number[])[], maxSize: number): number[][] {
  const sets: number[][] = [];
  const inSet = new Uint8Array(adjacency.length);
  const nearSet = new Uint16Array(adjacency.length);

  const extend = (set: number[], extension: number[], root: number): void => {
    sets.push([...set].sort((a, b) => a - b));
    if (set.length >= maxSize) return;
    const pending = extension.slice();
    while (pending.length > 0) {
      const w = pending.pop() as number;
      const next = pending.slice();
      // Exclusive neighbours of w: not in the set and not adjacent to it, larger than the root.
      for (const u of adjacency[w] ?? []) {
        if (u > root && inSet[u] === 0 && nearSet[u] === 0 && !next.includes(u)) next.push(u);
      }
      mark(w, 1);
      set.push(w);
      extend(set, next, root);
      set.pop();
      mark(w, -1);
    }
  };

  const mark = (v: number, delta: 1 | -1): void => {
    inSet[v] = delta === 1 ? 1 : 0;
    for (const u of adjacency[v] ?? []) nearSet[u] = (nearSet[u] ?? 0) + delta;
  };

  for (let root = 0; root < adjacency.length; root++) {
    mark(root, 1);
    extend([root], (adjacency[root] ?? []).filter((u) => u > root), root);
    mark(root, -1);
  }
  return sets;
}
