/** Reference data (countries, their states, work sectors) as the catalogue reader answers it. */
export interface CountryRow {
  id: number;
  code: string;
  name: string;
  displayName: string;
  dialingCode: string;
  currency: string;
}

export interface CountryStateRow {
  id: number;
  countryId: number;
  stateCode: string;
  stateName: string;
  abbreviation: string;
  orderPosition: number;
}

export interface WorkSectorTypeRow {
  id: number;
  countryId: number;
  displayName: string;
  workSectors: { id: number; code: string; displayName: string }[];
}
