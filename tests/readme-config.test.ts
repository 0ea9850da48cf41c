import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '../src/platform/config.js';

/**
 * The README's configuration table is what operators read: it must name every setting the process reads
 * (the zod schema of src/platform/config.ts) and nothing the process ignores. Needs no service.
 */
const README = path.resolve(import.meta.dirname, '..', 'README.md');
const SECTION = /^#{2,4} Configuration reference\s*$/;

/** The setting names in the first column of the table under the "Configuration reference" heading. */
function tableKeys(markdown: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => SECTION.test(line));
  if (start < 0) throw new Error('README.md has no "Configuration reference" heading');
  const keys: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6} /.test(line)) break;
    if (!line.startsWith('|') || /^\|\s*:?-+/.test(line)) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const [, key] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) keys.push(key!);
  }
  return keys;
}

describe('README configuration table', () => {
  const keys = tableKeys(readFileSync(README, 'utf8'));

  it('names every key of the config schema and no key outside it', () => {
    const schema = new Set(CONFIG_KEYS);
    const table = new Set(keys);
    expect({
      missingFromReadme: CONFIG_KEYS.filter((key) => !table.has(key)).sort(),
      notInSchema: [...table].filter((key) => !schema.has(key)).sort(),
    }).toEqual({ missingFromReadme: [], notInSchema: [] });
  });

  it('names each key once', () => {
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
