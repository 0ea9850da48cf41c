import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Back-office texts live in the i18n catalogue (admin/src/i18n-es.ts): a field's label comes from
 * resources.<resource>.fields.<source>, any other label is a key (resources.*, app.*, ra.*) that react-admin
 * translates. A file scan of the resource folders already moved, so an inline `label="Texto"` does not creep back.
 */
const root = path.resolve(import.meta.dirname, '../admin/src/resources');
const MOVED = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** `label="..."` (not aria-label) whose value is not a catalogue key. */
const INLINE_LABEL = /(?<![-\w])label="(?!(?:resources|app|ra)\.)([^"]*)"/g;

function inlineLabels(code: string): string[] {
  return [...code.matchAll(INLINE_LABEL)].map((match) => match[1]!);
}

/**
 * A status or type code shown through a plain TextField reaches the screen raw; it goes through a SelectField
 * (or a *Label field from the API) whose choices name catalogue keys or Spanish texts.
 */
const RAW_CODE_FIELD = /<TextField\s+source="([A-Za-z]*(?:[sS]tatus|[tT]ype))"/g;
/** Fields whose stored values are already the Spanish words (users: 'Activo', 'Inactivo', spec 03 §6). */
const SPANISH_VALUES = new Set(['users: status']);

function rawCodeFields(code: string): string[] {
  return [...code.matchAll(RAW_CODE_FIELD)].map((match) => match[1]!);
}

describe('admin labels come from the i18n catalogue', () => {
  it('the scan flags an inline text and allows keys and aria-labels', () => {
    expect(inlineLabels('<TextField source="x" label="Nombre" />')).toEqual(['Nombre']);
    expect(inlineLabels('<Tab label="resources.policies.tabs.summary" />')).toEqual([]);
    expect(inlineLabels('<Button label="app.actions.exportXlsx" /><input aria-label="PDF" />')).toEqual([]);
    expect(rawCodeFields('<TextField source="paymentStatus" /><TextField source="status" />')).toEqual([
      'paymentStatus',
      'status',
    ]);
    expect(rawCodeFields('<SelectField source="status" choices={c} /><TextField source="statusLabel" />')).toEqual([]);
  });

  it.each(MOVED)('resources/%s has no inline label text', (folder) => {
    const dir = path.join(root, folder);
    const found = readdirSync(dir)
      .filter((name) => name.endsWith('.tsx') || name.endsWith('.ts'))
      .flatMap((name) => inlineLabels(readFileSync(path.join(dir, name), 'utf8')).map((text) => `${name}: ${text}`));
    expect(found).toEqual([]);
  });

  it.each(MOVED)('resources/%s shows no status or type code as plain text (OK, PENDING, REFUND…)', (folder) => {
    const dir = path.join(root, folder);
    const found = readdirSync(dir)
      .filter((name) => name.endsWith('.tsx'))
      .flatMap((name) =>
        rawCodeFields(readFileSync(path.join(dir, name), 'utf8'))
          .map((source) => `${folder}: ${source}`)
          .filter((field) => !SPANISH_VALUES.has(field))
          .map((field) => `${name}: ${field}`),
      );
    expect(found).toEqual([]);
  });

  it('the menus and the sign-in pages name things by key too', () => {
    const admin = path.resolve(root, '..');
    const files = [
      'admin-app.tsx',
      'portal-menu.tsx',
      ...readdirSync(path.join(admin, 'auth'))
        .filter((name) => name.endsWith('.tsx'))
        .map((name) => `auth/${name}`),
    ];
    const MENU_LABEL = /label: '(?!(?:resources|app|ra)\.)([^']*)'/g;
    const found = files.flatMap((file) => {
      const code = readFileSync(path.join(admin, file), 'utf8');
      return [...inlineLabels(code), ...[...code.matchAll(MENU_LABEL)].map((match) => match[1]!)].map(
        (text) => `${file}: ${text}`,
      );
    });
    expect(found).toEqual([]);
  });
});
