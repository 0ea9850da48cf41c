import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The application's folder (the one with package.json, dist/, migrations/, examples/), found from this
 * file's place whether it runs from src/ (tsx, vitest) or bundled into dist/server/ (node): the two sit at
 * different depths, so no fixed '../..' fits both.
 */
function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const APP_ROOT = findAppRoot();

/** True in the bundle `npm run build` writes (dist/server/*.js), false under tsx or vitest (.ts sources). */
export const RUNS_BUILT = !fileURLToPath(import.meta.url).endsWith('.ts');
