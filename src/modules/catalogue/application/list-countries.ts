import { inject, injectable } from 'inversify';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import type { CatalogueReader } from './ports.js';
import type { CountryRow } from '../domain/reference-data.js';

/** Reference data by country: GET /api/country, /api/countryState/country/{c}, /api/workSectorType?country=. */
@injectable()
export class ListCountries {
  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
  ) {}

  async execute(): Promise<CountryRow[]> {
    return (await this.snapshots.current()).countries;
  }

  async states(country?: string) {
    return this.reader.countryStates(country ? (await this.country(country)).id : null);
  }

  async workSectorTypes(country?: string) {
    return this.reader.workSectorTypes(country ? (await this.country(country)).id : null);
  }

  private async country(key: string): Promise<CountryRow> {
    const found = (await this.snapshots.current()).findCountry(key);
    if (!found) throw new CatalogueNotFoundError(`No existe el país ${key}.`);
    return found;
  }
}
