import type { CareScenario } from '@domain/pricing/domain/care-cost';
import { apiGet } from '../../../lib/api-client';

/** GET /api/infoplanes/escenarios: the care scenarios the simulator offers. */
export async function fetchScenarios(): Promise<CareScenario[]> {
  return (await apiGet<{ data: CareScenario[] }>('/api/infoplanes/escenarios')).data;
}
