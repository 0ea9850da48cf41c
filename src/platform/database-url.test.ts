import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { portAnswers, startEmbeddedPostgres } from './database-url.js';
import { createSequelize } from './db.js';
import { createLogger } from './logger.js';
import { migrateUp } from './migrator.js';

describe('embedded PostgreSQL (the start command when no server answers)', () => {
  it('runs every migration and serves the UF reference value over a socket', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cmp-pglite-'));
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    // DATA_DIR/pglite under folders that do not exist yet, as on a fresh clone (issue 9).
    const database = await startEmbeddedPostgres(path.join(dir, 'data', 'pglite'), 3, createLogger('silent'), port);
    try {
      expect(database.embedded).toBe(true);
      expect(await portAnswers('127.0.0.1', port)).toBe(true);
      const sequelize = createSequelize(database.url, 3, createLogger('silent'));
      const applied = await migrateUp(sequelize);
      expect(applied.length).toBeGreaterThan(0);
      const rows = await sequelize.query<{ value: string }>('SELECT value::text AS value FROM uf_rates', {
        type: QueryTypes.SELECT,
      });
      expect(rows).toEqual([{ value: '39214.80' }]);
      await sequelize.close();
    } finally {
      await database.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says whether a port answers', async () => {
    expect(await portAnswers('127.0.0.1', 1, 500)).toBe(false);
  });
});
