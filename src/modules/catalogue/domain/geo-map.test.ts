import { describe, expect, it } from 'vitest';
import { CHILE_COMMUNES } from './chile-communes.js';
import { isGeoMapName, resolveGeoMap } from './geo-map.js';

const REGIONS = [
  { stateCode: '13', abbreviation: 'RM' },
  { stateCode: '5', abbreviation: 'V' },
];

describe('resolveGeoMap', () => {
  it('reads chile and regiones as the map of regions, in any case', () => {
    for (const name of ['chile', 'regiones', 'Chile', 'REGIONES']) {
      expect(resolveGeoMap(name, REGIONS)).toEqual({ kind: 'regions' });
    }
  });

  it('reads a region code, its abbreviation or comunas-<code> as that region', () => {
    for (const name of ['13', 'rm', 'RM', 'comunas-13', 'comunas-rm']) {
      expect(resolveGeoMap(name, REGIONS)).toEqual({ kind: 'communes', stateCode: '13' });
    }
  });

  it('knows no other map', () => {
    for (const name of ['marte', '99', 'comunas-', 'comunas-99', '']) {
      expect(resolveGeoMap(name, REGIONS)).toEqual({ kind: 'unknown' });
    }
  });
});

describe('isGeoMapName', () => {
  it('accepts short ASCII words and refuses NUL, slashes, spaces and long names', () => {
    expect(isGeoMapName('comunas-13')).toBe(true);
    for (const name of ['chi\u0000le', '../etc', 'a b', 'Ñuble', '', 'x'.repeat(41)]) {
      expect(isGeoMapName(name)).toBe(false);
    }
  });
});

describe('CHILE_COMMUNES', () => {
  it('holds the 346 communes of the 16 regions, none twice', () => {
    const all = Object.values(CHILE_COMMUNES).flat();
    expect(Object.keys(CHILE_COMMUNES)).toHaveLength(16);
    expect(all).toHaveLength(346);
    expect(new Set(all).size).toBe(346);
    expect(CHILE_COMMUNES['13']).toHaveLength(52);
  });
});
