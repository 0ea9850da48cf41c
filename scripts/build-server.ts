import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

/**
 * npm run build:server: the server, its commands and the migrations compiled into dist/server/ for
 * `node dist/server/main.js` (production: no tsx, no dev dependencies). Packages stay external (installed
 * by `npm ci --omit=dev`); the build fails when the bundle imports a package that is not among package.json's
 * dependencies, or when seed or bench code reaches the server.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'dist/server');

/** Imported only when running the sources (migrator.ts loads .ts migrations through it). */
const SOURCE_ONLY = new Set(['tsx']);
/** Development helpers that must never be part of the built server. */
const FORBIDDEN_INPUTS = /^scripts\/(seed|bench)\//;

const migrations = readdirSync(path.join(ROOT, 'migrations'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
  .map((file) => ({ in: `migrations/${file}`, out: `migrations/${file.replace(/\.ts$/, '')}` }));

rmSync(OUT, { recursive: true, force: true });
const started = Date.now();
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'scripts/migrate.ts', out: 'migrate' },
    { in: 'scripts/user-create.ts', out: 'user-create' },
    ...migrations,
  ],
  outdir: OUT,
  bundle: true,
  // Chunks: main.js checks the configuration before it loads the runtime (a dynamic import), and the commands
  // share the code they have in common with it.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // experimentalDecorators (tsconfig.base.json) for inversify's @injectable/@inject; tokens are explicit,
  // so the decorator metadata esbuild does not emit is not needed.
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});

const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const problems = checkBundle(result.metafile, new Set(Object.keys(packageJson.dependencies)));
if (problems.length > 0) {
  console.error(`La compilación del servidor no sirve para producción:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
// `node dist/main.js`: the entry operators and the Dockerfile run; the bundle and its chunks stay in dist/server/.
writeFileSync(
  path.join(ROOT, 'dist/main.js'),
  "// Built by scripts/build-server.ts: starts the compiled server (dist/server/main.js).\nimport './server/main.js';\n",
);
const mainBytes = result.metafile.outputs['dist/server/main.js']?.bytes ?? 0;
console.log(
  `Servidor compilado en dist/server/ (main.js ${(mainBytes / 1024).toFixed(0)} KB, ${migrations.length} migraciones) en ${Date.now() - started} ms`,
);

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function checkBundle(metafile: Metafile, dependencies: Set<string>): string[] {
  const builtins = new Set(builtinModules);
  const found: string[] = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:') || builtins.has(imported.path)) continue;
      const name = packageOf(imported.path);
      if (!dependencies.has(name) && !SOURCE_ONLY.has(name)) {
        found.push(`${file} importa ${imported.path}, que no está en "dependencies" de package.json`);
      }
    }
    for (const input of Object.keys(output.inputs)) {
      if (FORBIDDEN_INPUTS.test(input)) found.push(`${file} incluye ${input} (datos de ejemplo o benchmarks)`);
    }
  }
  return [...new Set(found)];
}
