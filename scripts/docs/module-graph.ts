import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The picture of the modules in docs/architecture.md, made from the code: one arrow per module that imports
 * another (through its index.ts, contracts.ts or, for pure rules, its domain/), read from the import lines of
 * src/modules/ (tests left out). `npm run docs:modules` rewrites the block; tests/architecture-doc.test.ts fails
 * when the block and the code disagree.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MODULES_DIR = path.join(ROOT, 'src/modules');
export const DOC = path.join(ROOT, 'docs/architecture.md');
const BEGIN = '<!-- module-graph:begin (npm run docs:modules) -->';
const END = '<!-- module-graph:end -->';
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each module and the other modules its code imports, sorted. */
export function moduleImports(): Map<string, string[]> {
  const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const graph = new Map<string, string[]>();
  for (const name of modules) {
    const targets = new Set<string>();
    for (const file of sourceFiles(path.join(MODULES_DIR, name))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (!specifier!.startsWith('.')) continue;
        const relative = path.relative(MODULES_DIR, path.resolve(path.dirname(file), specifier!));
        const target = relative.split(path.sep)[0]!;
        if (!relative.startsWith('..') && target !== name && modules.includes(target)) targets.add(target);
      }
    }
    graph.set(name, [...targets].sort());
  }
  return graph;
}

export function mermaidBlock(graph: Map<string, string[]>): string {
  const lines = ['```mermaid', 'flowchart LR'];
  for (const [from, targets] of graph) {
    if (targets.length === 0) lines.push(`  ${from}`);
    for (const to of targets) lines.push(`  ${from} --> ${to}`);
  }
  lines.push('```');
  return [BEGIN, ...lines, END].join('\n');
}

/** The block as the document holds it now (null when the markers are missing). */
export function documentedBlock(text: string): string | null {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  return begin < 0 || end < begin ? null : text.slice(begin, end + END.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const text = readFileSync(DOC, 'utf8');
  const current = documentedBlock(text);
  if (!current) throw new Error(`docs/architecture.md has no ${BEGIN} … ${END} block`);
  writeFileSync(DOC, text.replace(current, mermaidBlock(moduleImports())));
  console.log('docs/architecture.md: module graph updated');
}
