import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Back-office texts live in the i18n catalogue (admin/src/i18n-es.ts): a field's label comes from
 * resources.<resource>.fields.<source>, any other label is a key (resources.*, app.*, ra.*) that react-admin
 * translates. A file scan of the resource folders already moved, so an inline `label="Texto"` does not creep back.
 */
const root = path.resolve(import.meta.dirname, '../admin/src/resources');
const MOVED = [
  'billing',
  'care-scenarios',
  'client-organizations',
  'insured',
  'insurer-settings',
  'leads',
  'policies',
  'products',
  'sales',
];
/** `label="..."` (not aria-label) whose value is not a catalogue key. */
const INLINE_LABEL = /(?<![-\w])label="(?!(?:resources|app|ra)\.)([^"]*)"/g;

function inlineLabels(code: string): string[] {
  return [...code.matchAll(INLINE_LABEL)].map((match) => match[1]!);
}

describe('admin labels come from the i18n catalogue', () => {
  it('the scan flags an inline text and allows keys and aria-labels', () => {
    expect(inlineLabels('<TextField source="x" label="Nombre" />')).toEqual(['Nombre']);
    expect(inlineLabels('<Tab label="resources.policies.tabs.summary" />')).toEqual([]);
    expect(inlineLabels('<Button label="app.actions.exportXlsx" /><input aria-label="PDF" />')).toEqual([]);
  });

  it.each(MOVED)('resources/%s has no inline label text', (folder) => {
    const dir = path.join(root, folder);
    const found = readdirSync(dir)
      .filter((name) => name.endsWith('.tsx') || name.endsWith('.ts'))
      .flatMap((name) => inlineLabels(readFileSync(path.join(dir, name), 'utf8')).map((text) => `${name}: ${text}`));
    expect(found).toEqual([]);
  });
});
