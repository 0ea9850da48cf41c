/**
 * GET /api/geomap/{mapName} (spec 03 §7, payload not shown): which map a name asks for. `chile` or `regiones` is
 * the map of Chile's regions; a region's code (`13`), abbreviation (`RM`) or `comunas-<code>` is the map of that
 * region's communes. Pure: the regions come from the caller.
 */
export type GeoMapRequest = { kind: 'regions' } | { kind: 'communes'; stateCode: string } | { kind: 'unknown' };

export interface GeoMapRegion {
  stateCode: string;
  abbreviation: string;
}

/** Names are short ASCII words; anything else (NUL, slashes, spaces, accents) is refused before any lookup. */
export const GEO_MAP_NAME = /^[A-Za-z0-9-]{1,40}$/;

export function isGeoMapName(name: string): boolean {
  return GEO_MAP_NAME.test(name);
}

export function resolveGeoMap(name: string, regions: readonly GeoMapRegion[]): GeoMapRequest {
  const key = name.toLowerCase();
  if (key === 'chile' || key === 'regiones') return { kind: 'regions' };
  const wanted = key.startsWith('comunas-') ? key.slice('comunas-'.length) : key;
  const region = regions.find((r) => r.stateCode.toLowerCase() === wanted || r.abbreviation.toLowerCase() === wanted);
  return region ? { kind: 'communes', stateCode: region.stateCode } : { kind: 'unknown' };
}
