import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { restoreSecondaryIndexes, suspendSecondaryIndexes } from '../../../../platform/bulk-load-indexes.js';
import { copyRows } from '../../../../platform/copy-rows.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { MatrixRecord, ProductPricingRecord, TariffRepository } from '../../application/ports.js';
import type { Especie, InsuredRole, Sexo } from '../../domain/profile.js';
import type { PriceModelKind } from '../../domain/tariff.js';

const BATCH = 2_000;
const TARIFF_TABLES = ['tariffs', 'tariff_matrices'];

@injectable()
export class SequelizeTariffRepository implements TariffRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async pricingOf(productId: number): Promise<ProductPricingRecord | null> {
    const [matrix] = await this.sequelize.query<{
      price_model: PriceModelKind;
      unit: 'CLP' | 'UF' | 'USD' | 'PEN' | 'COP';
      min_employees: number | null;
      discount_pct: number;
    }>('SELECT price_model, unit, min_employees, discount_pct FROM tariff_matrices WHERE product_id = $1', {
      bind: [productId],
      type: QueryTypes.SELECT,
    });
    if (!matrix) return null;
    const rows = await this.sequelize.query<{
      role: InsuredRole;
      age_from: number;
      age_to: number;
      sexo: Sexo | null;
      especie: Especie | null;
      rate: string;
      unit: 'CLP' | 'UF' | 'USD' | 'PEN' | 'COP';
    }>(
      `SELECT role, age_from, age_to, sexo, especie, rate::text AS rate, unit
         FROM tariffs WHERE product_id = $1 ORDER BY role, age_from, sexo NULLS LAST`,
      { bind: [productId], type: QueryTypes.SELECT },
    );
    return {
      productId,
      kind: matrix.price_model,
      unit: matrix.unit,
      minEmployees: matrix.min_employees,
      discountPct: matrix.discount_pct,
      tariffs: rows.map((row) => ({
        role: row.role,
        ageFrom: row.age_from,
        ageTo: row.age_to,
        sexo: row.sexo,
        especie: row.especie,
        rate: Number(row.rate),
        unit: row.unit,
      })),
    };
  }

  async matricesAfter(afterProductId: number, limit: number): Promise<MatrixRecord[]> {
    const rows = await this.sequelize.query<{
      product_id: number;
      price_model: PriceModelKind;
      unit: 'CLP' | 'UF' | 'USD' | 'PEN' | 'COP';
      min_employees: number | null;
      discount_pct: number;
      reference_rate: number | null;
      rates: Buffer;
    }>(
      `SELECT product_id, price_model, unit, min_employees, discount_pct, reference_rate, rates
         FROM tariff_matrices WHERE product_id > $1 ORDER BY product_id LIMIT $2`,
      { bind: [afterProductId, limit], type: QueryTypes.SELECT },
    );
    return rows.map((row) => ({
      productId: row.product_id,
      kind: row.price_model,
      unit: row.unit,
      minEmployees: row.min_employees,
      discountPct: row.discount_pct,
      referenceRate: row.reference_rate,
      rates: row.rates,
    }));
  }

  async clear(): Promise<void> {
    await this.sequelize.query('TRUNCATE tariffs, tariff_matrices');
  }

  suspendIndexes(): Promise<number> {
    return suspendSecondaryIndexes(this.sequelize, TARIFF_TABLES);
  }

  restoreIndexes(): Promise<number> {
    return restoreSecondaryIndexes(this.sequelize, TARIFF_TABLES);
  }

  async copyNew(records: readonly ProductPricingRecord[], matrices: readonly MatrixRecord[]): Promise<void> {
    await this.sequelize.transaction(async (transaction) => {
      await copyRows(
        transaction,
        'tariffs',
        ['product_id', 'role', 'age_from', 'age_to', 'sexo', 'especie', 'rate', 'unit'],
        (function* () {
          for (const record of records) {
            for (const t of record.tariffs)
              yield [record.productId, t.role, t.ageFrom, t.ageTo, t.sexo, t.especie, t.rate.toFixed(4), t.unit];
          }
        })(),
      );
      await copyRows(
        transaction,
        'tariff_matrices',
        ['product_id', 'price_model', 'unit', 'min_employees', 'discount_pct', 'reference_rate', 'rates'],
        (function* () {
          for (const m of matrices)
            yield [m.productId, m.kind, m.unit, m.minEmployees, Math.round(m.discountPct), m.referenceRate, m.rates];
        })(),
      );
    });
  }

  async save(records: readonly ProductPricingRecord[], matrices: readonly MatrixRecord[]): Promise<void> {
    await this.sequelize.transaction(async (transaction) => {
      for (let start = 0; start < records.length; start += BATCH) {
        const chunk = records.slice(start, start + BATCH);
        const ids = chunk.map((record) => record.productId);
        await this.sequelize.query('DELETE FROM tariffs WHERE product_id = ANY($1::int[])', {
          bind: [ids],
          transaction,
        });
        const rows = chunk.flatMap((record) => record.tariffs.map((tariff) => ({ id: record.productId, tariff })));
        await this.sequelize.query(
          `INSERT INTO tariffs (product_id, role, age_from, age_to, sexo, especie, rate, unit)
           SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[], $7::numeric[], $8::text[])`,
          {
            bind: [
              rows.map((r) => r.id),
              rows.map((r) => r.tariff.role),
              rows.map((r) => r.tariff.ageFrom),
              rows.map((r) => r.tariff.ageTo),
              rows.map((r) => r.tariff.sexo),
              rows.map((r) => r.tariff.especie),
              rows.map((r) => r.tariff.rate.toFixed(4)),
              rows.map((r) => r.tariff.unit),
            ],
            transaction,
          },
        );
      }
      for (let start = 0; start < matrices.length; start += BATCH) {
        const chunk = matrices.slice(start, start + BATCH);
        await this.sequelize.query(
          `INSERT INTO tariff_matrices (product_id, price_model, unit, min_employees, discount_pct, reference_rate, rates)
           SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::float8[], $7::bytea[])
           ON CONFLICT (product_id) DO UPDATE SET price_model = excluded.price_model, unit = excluded.unit,
             min_employees = excluded.min_employees, discount_pct = excluded.discount_pct,
             reference_rate = excluded.reference_rate, rates = excluded.rates`,
          {
            bind: [
              chunk.map((m) => m.productId),
              chunk.map((m) => m.kind),
              chunk.map((m) => m.unit),
              chunk.map((m) => m.minEmployees),
              chunk.map((m) => Math.round(m.discountPct)),
              chunk.map((m) => m.referenceRate),
              chunk.map((m) => Buffer.from(m.rates.buffer, m.rates.byteOffset, m.rates.byteLength)),
            ],
            transaction,
          },
        );
      }
    });
  }
}
