// import-x/no-cycle skips type-only imports (it has no option to count them), yet a cycle of types still ties two
// modules into one: neither can move, be tested or be split alone. This rule finds cycles over every relative import
// — values, types, re-exports and dynamic imports alike — with one pass over the tree (Tarjan's strongly connected
// components) and reports each import that closes one.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const roots = ['core', 'server', 'src', 'sw'];
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const specifierPattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolveSpecifier(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of extensions) if (existsSync(base + extension)) return base + extension;
  return null;
}

/** Every source file's relative imports, resolved: file → [{ target, specifier }]. */
function importGraph(cwd) {
  const graph = new Map();
  for (const file of roots.flatMap((root) => sourceFiles(path.join(cwd, root)))) {
    const text = readFileSync(file, 'utf8');
    const edges = [];
    for (const match of text.matchAll(specifierPattern)) {
      const specifier = match[1] ?? match[2];
      const target = resolveSpecifier(file, specifier);
      if (target) edges.push({ target, specifier });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected component of each file that sits in a cycle (Tarjan, iterative). */
function cyclicComponents(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, edge: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const next = edges[frame.edge++].target;
        if (!graph.has(next)) continue;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push({ node: next, edge: 0 });
        } else if (onStack.has(next)) low.set(frame.node, Math.min(low.get(frame.node), index.get(next)));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1].node, Math.min(low.get(work[work.length - 1].node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.add(member);
      } while (member !== frame.node);
      if (component.size > 1) for (const file of component) componentOf.set(file, component);
    }
  }
  return componentOf;
}

let cached = null;

export const noCycleWithTypes = {
  meta: { type: 'problem', docs: { description: 'no import cycles, type-only imports included' }, schema: [] },
  create(context) {
    cached ??= (() => {
      const graph = importGraph(context.cwd);
      return { graph, componentOf: cyclicComponents(graph) };
    })();
    const file = path.resolve(context.physicalFilename);
    const component = cached.componentOf.get(file);
    if (!component) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveSpecifier(file, specifier);
      if (target && component.has(target)) {
        const members = [...component].map((member) => path.relative(context.cwd, member)).sort();
        const named = members.length > 4 ? `${members.slice(0, 4).join(', ')} and ${members.length - 4} more` : members.join(', ');
        context.report({ node: node.source, message: `Import cycle (type imports count) through ${named}` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-cycle-with-types': noCycleWithTypes } };
