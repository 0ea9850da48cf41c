import type { OrganizationType } from './categories.js';

/** An organization (insurer, isapre, clinic) as the catalogue reader answers it: a plain row, never an ORM instance. */
export interface OrganizationRow {
  id: number;
  organizationCode: string;
  displayName: string;
  legalName: string | null;
  organizationType: OrganizationType;
  typeAlias: string;
  urlSegment: string;
  image: string | null;
  website: string | null;
  qpclCodes: string[];
  metadata: Record<string, unknown>;
  countryCode: string;
  region: string | null;
  city: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  isOpen: boolean;
  gesUf: number | null;
  availableToSell: boolean;
  sample: boolean;
}
