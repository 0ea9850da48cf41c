import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { Advisor, AdvisorRepository } from '../../application/ports.js';

@injectable()
export class SequelizeAdvisorRepository implements AdvisorRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async findActiveByEmail(email: string): Promise<Advisor | null> {
    const [row] = await this.sequelize.query<Advisor>(
      'SELECT id, email, name, country FROM lead_advisors WHERE lower(email) = lower($1) AND active',
      { bind: [email.trim()], type: QueryTypes.SELECT },
    );
    return row ?? null;
  }
}
