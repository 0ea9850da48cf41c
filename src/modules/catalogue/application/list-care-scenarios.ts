import { inject, injectable } from 'inversify';
import type { CareScenario } from '../../pricing/index.js';
import { CATALOGUE } from '../tokens.js';
import type { CareScenarios } from './care-scenarios.js';

/** GET /api/infoplanes/escenarios: the simulator's scenarios with their reference prices (sample data). */
@injectable()
export class ListCareScenarios {
  constructor(@inject(CATALOGUE.CareScenarioList) private readonly scenarios: CareScenarios) {}

  execute(): Promise<CareScenario[]> {
    return this.scenarios.list();
  }
}
