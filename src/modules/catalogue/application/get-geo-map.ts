import { inject, injectable } from 'inversify';
import { CatalogueBadRequestError, CatalogueNotFoundError } from '../domain/errors.js';
import { isGeoMapName, resolveGeoMap } from '../domain/geo-map.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import type { CountryStateRow } from '../domain/reference-data.js';
import type { CatalogueReader } from './ports.js';

export interface GeoMapRegionDto {
  code: string;
  name: string;
  abbreviation: string;
}

/** The answer of GET /api/geomap/{mapName}: Chile's regions, or one region with its communes. */
export type GeoMapDto =
  | { map: string; kind: 'regions'; regions: GeoMapRegionDto[] }
  | { map: string; kind: 'communes'; region: GeoMapRegionDto; communes: string[] };

const region = (r: CountryStateRow): GeoMapRegionDto => ({
  code: r.stateCode,
  name: r.stateName,
  abbreviation: r.abbreviation,
});

/** Reference maps of Chile (spec 03 §7), read from `country_states` and `country_state_communes`. */
@injectable()
export class GetGeoMap {
  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
  ) {}

  async execute(mapName: string): Promise<GeoMapDto> {
    if (!isGeoMapName(mapName)) throw new CatalogueBadRequestError('El nombre del mapa no es válido.');
    const chile = (await this.snapshots.current()).findCountry('CL');
    const regions = chile ? await this.reader.countryStates(chile.id) : [];
    const wanted = resolveGeoMap(mapName, regions);
    if (wanted.kind === 'regions') return { map: mapName, kind: 'regions', regions: regions.map(region) };
    const found = wanted.kind === 'communes' ? regions.find((r) => r.stateCode === wanted.stateCode) : undefined;
    if (!found) throw new CatalogueNotFoundError(`No existe el mapa ${mapName}.`);
    return { map: mapName, kind: 'communes', region: region(found), communes: await this.reader.communes(found.id) };
  }
}
