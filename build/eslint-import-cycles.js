// Import cycles, `import type` included. import-x's no-cycle skips type-only imports and has no option to count them,
// yet a cycle of types is still two files that cannot be understood (or moved) one without the other. This rule
// follows every relative import and re-export of the linted file (type-only ones too) and reports the one that leads
// back to it, with the way round.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const extensions = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];
const specifiers = /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
const comments = /\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/.*$/gm;
const parsed = new Map();

function resolveFrom(file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(file), specifier);
  for (const extension of extensions) {
    const candidate = base + extension;
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The files a file imports or re-exports from, read once per modification time. */
function importsOf(file) {
  let modified;
  try {
    modified = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = parsed.get(file);
  if (known && known.modified === modified) return known.imports;
  const text = fs.readFileSync(file, 'utf8').replace(comments, '$1');
  const imports = new Set();
  for (const match of text.matchAll(specifiers)) {
    const target = resolveFrom(file, match[1] ?? match[2] ?? match[3]);
    if (target) imports.add(target);
  }
  parsed.set(file, { modified, imports: [...imports] });
  return [...imports];
}

/** The way from `start` back to `home`, if there is one (breadth first: the shortest). */
function wayBack(start, home) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === home) {
        const way = [];
        for (let at = file; at !== null; at = cameFrom.get(at)) way.unshift(at);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    messages: { cycle: 'Import cycle (type imports count): {{way}}' },
    schema: [],
  },
  create(context) {
    const home = context.physicalFilename ?? context.filename;
    const root = context.cwd ?? process.cwd();
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const target = resolveFrom(home, source.value);
      if (!target || target === home) return;
      const way = wayBack(target, home);
      if (way) context.report({ node, messageId: 'cycle', data: { way: [home, ...way, home].map((file) => path.relative(root, file)).join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-type-cycle': noTypeCycle } };
