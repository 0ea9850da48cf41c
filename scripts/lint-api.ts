import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiDocument } from '../src/api-document.js';

/**
 * npm run lint:api: writes the OpenAPI document (built from the modules' registrations, no server nor database)
 * to artifacts/openapi.json and lints it with Redocly's recommended rules (redocly.yaml). Exits non-zero on
 * any error.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'artifacts', 'openapi.json');
mkdirSync(path.dirname(file), { recursive: true });
const document = buildApiDocument();
writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths ?? {}).reduce(
  (sum, item) => sum + Object.keys(item ?? {}).filter((key) => key !== 'parameters').length,
  0,
);
console.log(`OpenAPI: ${operations} operaciones en ${path.relative(root, file)}`);

const lint = spawnSync(
  path.join(root, 'node_modules', '.bin', 'redocly'),
  ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish', '--max-problems', '1000'],
  {
    cwd: root,
    stdio: 'inherit',
    // Offline and quiet: no telemetry, no update check.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
process.exit(lint.status ?? 1);
