import { inject, injectable } from 'inversify';
import { scenarioErrors, type CareScenario } from '../../pricing/index.js';
import { CatalogueBadRequestError, CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CareScenarioRepository } from './ports.js';

/** Reference scenarios are read on every plan search: kept for a minute per process, dropped on a local edit. */
const TTL_MS = 60_000;

/** The cost-of-care simulator's scenarios (issue 13): list them, and edit one from the back-office. */
@injectable()
export class CareScenarios {
  private cache: { at: number; value: Promise<CareScenario[]> } | null = null;

  constructor(@inject(CATALOGUE.CareScenarios) private readonly repository: CareScenarioRepository) {}

  list(): Promise<CareScenario[]> {
    if (this.cache && Date.now() - this.cache.at < TTL_MS) return this.cache.value;
    const value = this.repository.list();
    this.cache = { at: Date.now(), value };
    value.catch(() => {
      this.cache = null;
    });
    return value;
  }

  async byCodes(codes: readonly string[]): Promise<CareScenario[]> {
    if (codes.length === 0) return [];
    const all = await this.list();
    return codes.map((code) => {
      const found = all.find((s) => s.code === code);
      if (!found) throw new CatalogueBadRequestError(`Escenario desconocido: ${code}.`);
      return found;
    });
  }

  async update(
    code: string,
    data: Pick<CareScenario, 'name' | 'description' | 'items' | 'source' | 'asOf' | 'sample'>,
  ): Promise<CareScenario> {
    const errors = scenarioErrors(data);
    if (errors.length > 0) {
      // The back-office shows { errors: { field: text } } on its form.
      const fields: Record<string, string> = {};
      for (const error of errors) {
        const [field, ...text] = error.split(': ');
        fields[field!] ??= text.join(': ');
      }
      throw new CatalogueBadRequestError(`Escenario inválido. ${errors[0]}`, { errors: fields });
    }
    if (!(await this.repository.update(code, data)))
      throw new CatalogueNotFoundError(`No existe el escenario ${code}.`);
    this.cache = null;
    return (await this.list()).find((s) => s.code === code)!;
  }
}
