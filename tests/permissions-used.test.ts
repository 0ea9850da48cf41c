import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../src/modules/identity/domain/permissions.js';

/** Every source file of the server and the back-office (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * A permission a route guards with (`guard('x:y')`, an OpenAPI entry's `permission: 'x:y'`) or a back-office
 * screen asks for must be in the list the role editor offers and the seed grants: otherwise no role but `*` can
 * ever be given it (saved-search:*, cache:purge and content:delete were missing).
 */
describe('permission strings in use', () => {
  it('are all in ALL_PERMISSIONS', () => {
    const used = new Set<string>();
    const permission = "'([a-z][a-z-]*:[a-z][a-z-]*)'";
    // Routes and their OpenAPI entries name it after guard( or permission:; the back-office's access map
    // (admin/src/auth/access.ts) as the value of a screen's action (list: 'lead:read').
    const inRoutes = new RegExp(`(?:guard\\(|permission:\\s*)${permission}`, 'g');
    const inAccessMap = new RegExp(`[a-z]+:\\s*${permission}`, 'g');
    const scan = (file: string, pattern: RegExp) => {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add(match[1]!);
    };
    for (const file of [...sources('src'), ...sources('admin/src')]) scan(file, inRoutes);
    scan('admin/src/auth/access.ts', inAccessMap);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((permission) => !ALL_PERMISSIONS.includes(permission)).sort()).toEqual([]);
  });
});
