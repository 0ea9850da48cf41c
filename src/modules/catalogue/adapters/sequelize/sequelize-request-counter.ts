import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { ProductRequestCounter } from '../../application/count-product-request.js';

@injectable()
export class SequelizeRequestCounter implements ProductRequestCounter {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async increment(productId: number, transaction: unknown): Promise<boolean> {
    const options = { transaction: transaction as Transaction };
    const updated = await this.sequelize.query<{ id: number }>(
      'UPDATE products SET request_count = request_count + 1 WHERE id = $1 RETURNING id',
      { ...options, bind: [productId], type: QueryTypes.SELECT },
    );
    if (updated.length === 0) return false;
    await this.sequelize.query(
      'UPDATE catalogue_state SET version = version + 1, updated_at = now() WHERE id',
      options,
    );
    return true;
  }
}
