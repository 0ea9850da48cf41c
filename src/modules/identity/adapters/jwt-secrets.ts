import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROOT } from '../../../platform/app-root.js';
import type { Config } from '../../../platform/config.js';

export interface JwtSecrets {
  access: string;
  refresh: string;
}

/**
 * JWT_ACCESS_SECRET / JWT_REFRESH_SECRET from config. Outside production, when unset, they are generated
 * once into <DATA_DIR>/jwt-secrets.json (git-ignored) so sessions survive restarts; no secret is in the repo.
 * (config.ts already refuses to start in production without both.)
 */
export function resolveJwtSecrets(config: Config): JwtSecrets {
  if (config.JWT_ACCESS_SECRET && config.JWT_REFRESH_SECRET) {
    return { access: config.JWT_ACCESS_SECRET, refresh: config.JWT_REFRESH_SECRET };
  }
  const file = path.resolve(APP_ROOT, config.DATA_DIR, 'jwt-secrets.json');
  let stored: Partial<JwtSecrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<JwtSecrets>;
  const secrets = {
    access: config.JWT_ACCESS_SECRET ?? stored.access ?? randomBytes(48).toString('base64url'),
    refresh: config.JWT_REFRESH_SECRET ?? stored.refresh ?? randomBytes(48).toString('base64url'),
  };
  if (stored.access !== secrets.access || stored.refresh !== secrets.refresh) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}
