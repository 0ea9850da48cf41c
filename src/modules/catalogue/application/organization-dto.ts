import type { OrganizationType } from '../domain/categories.js';
import type { OrganizationRow } from '../domain/organization.js';

/** An organization as the API answers it (spec 02 §3: metadata.url, displayName, organizationCode, upperTypeName). */
export interface OrganizationDto {
  id: number;
  organizationCode: string;
  displayName: string;
  organizationType: OrganizationType;
  typeAlias: string;
  urlSegment: string;
  metadata: { url: string; image: string | null; typeAlias: string; website: string | null } & Record<string, unknown>;
  qpclCodes: string[];
  countryCode: string;
  region: string | null;
  city: string | null;
  address: string | null;
  location: { lat: number; lng: number } | null;
  isOpen: boolean;
  availableToSell: boolean;
  sample: boolean;
  upperTypeName?: string;
}

export function organizationDto(row: OrganizationRow, upperTypeName?: string): OrganizationDto {
  return {
    id: row.id,
    organizationCode: row.organizationCode,
    displayName: row.displayName,
    organizationType: row.organizationType,
    typeAlias: row.typeAlias,
    urlSegment: row.urlSegment,
    metadata: {
      ...row.metadata,
      url: row.urlSegment,
      image: row.image,
      typeAlias: row.typeAlias,
      website: row.website,
    },
    qpclCodes: row.qpclCodes,
    countryCode: row.countryCode,
    region: row.region,
    city: row.city,
    address: row.address,
    location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    isOpen: row.isOpen,
    availableToSell: row.availableToSell,
    sample: row.sample,
    ...(upperTypeName ? { upperTypeName } : {}),
  };
}
