import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from './logger.js';

export const LOCAL_POSTGRES = { host: '127.0.0.1', port: 5432 };
export const DEFAULT_DATABASE = 'comparador';
export const EMBEDDED_PORT = 54329;

export function portAnswers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Creates the database named in the URL when it does not exist (local developer servers). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set; else the local server on 127.0.0.1:5432; else an embedded Postgres
 * (PGlite over a socket) keeping its files in DATA_DIR, so a fresh clone starts without services.
 */
export async function resolveDatabase(
  configured: string | undefined,
  dataDir: string,
  poolMax: number,
  logger: Logger,
  local: { host: string; port: number } = LOCAL_POSTGRES,
  embeddedPort = EMBEDDED_PORT,
): Promise<ResolvedDatabase> {
  if (configured) return { url: configured, embedded: false, stop: async () => {} };
  if (await portAnswers(local.host, local.port)) {
    const url = `postgres://postgres@${local.host}:${local.port}/${DEFAULT_DATABASE}`;
    await ensureDatabase(url);
    logger.info({ database: DEFAULT_DATABASE }, `Usando PostgreSQL local en ${local.host}:${local.port}`);
    return { url, embedded: false, stop: async () => {} };
  }
  return startEmbeddedPostgres(path.resolve(dataDir, 'pglite'), poolMax, logger, embeddedPort);
}

export async function startEmbeddedPostgres(
  dir: string,
  poolMax: number,
  logger: Logger,
  port = EMBEDDED_PORT,
): Promise<ResolvedDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  // A fresh clone has no DATA_DIR yet: PGlite only creates the last folder of the path (issue 9).
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  // maxConnections above the pool size: the default of 1 resets a pool of 2+ (TOOLCHAIN.md).
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: poolMax + 5 });
  await server.start();
  logger.warn(
    { dir, port },
    'No hay DATABASE_URL ni PostgreSQL en 127.0.0.1:5432: usando un PostgreSQL embebido (PGlite). Sirve para probar, no para producción.',
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    embedded: true,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
