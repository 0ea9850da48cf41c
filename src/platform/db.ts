import { Sequelize } from 'sequelize';
import type { Logger } from './logger.js';

export function createSequelize(url: string, poolMax: number, logger: Logger): Sequelize {
  return new Sequelize(url, {
    dialect: 'postgres',
    logging: (sql) => logger.trace({ sql }, 'sql'),
    pool: { max: poolMax, min: 0, idle: 10_000, acquire: 20_000 },
    define: { underscored: true, timestamps: false },
    // DECIMAL values come back as strings: money and UF stay exact (DESIGN.md, "Money is exact").
    dialectOptions: { application_name: 'comparador' },
  });
}
