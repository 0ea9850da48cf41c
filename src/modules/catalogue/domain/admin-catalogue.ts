import type { OrganizationType } from './categories.js';

/** Back-office (admin) views of products and organizations: plain rows, ids for relations. */
export interface AdminProductRow {
  id: number;
  productCode: string;
  productName: string;
  displayName: string;
  urlSegment: string;
  organizationId: number;
  organizationName: string;
  insuranceTypeId: number;
  insuranceTypeName: string;
  exclusive: boolean;
  isPromoted: boolean;
  active: boolean;
  salesChannel: string;
  priceUnit: string;
  minPrice: number | null;
  requestCount: number;
  sample: boolean;
}

export interface AdminOrganizationRow {
  id: number;
  organizationCode: string;
  name: string;
  legalName: string | null;
  organizationType: OrganizationType;
  urlSegment: string;
  /** The organization's own web site. */
  url: string | null;
  image: string | null;
  /** available_to_sell: an inactive organization is not sold (its products stay as they are). */
  active: boolean;
  productCount: number;
  sample: boolean;
}

export const ADMIN_PRODUCT_SORT_FIELDS = [
  'id',
  'productCode',
  'displayName',
  'organizationId',
  'organizationName',
  'insuranceTypeId',
  'insuranceTypeName',
  'exclusive',
  'isPromoted',
  'active',
  'salesChannel',
  'minPrice',
  'requestCount',
] as const;
export const ADMIN_ORGANIZATION_SORT_FIELDS = [
  'id',
  'organizationCode',
  'name',
  'organizationType',
  'url',
  'active',
  'productCount',
] as const;

export interface AdminListPage<Field extends string = string> {
  offset: number;
  limit: number;
  sort: { field: Field; order: 'ASC' | 'DESC' };
}

export interface AdminProductFilter {
  ids?: number[];
  q?: string;
  organizationId?: number;
  insuranceTypeId?: number;
  active?: boolean;
  isPromoted?: boolean;
  salesChannel?: string;
  /** The organization's country (issue 27: staff filter every list by edition). */
  countryCode?: string;
}

export interface AdminOrganizationFilter {
  ids?: number[];
  q?: string;
  organizationType?: OrganizationType;
  active?: boolean;
  /** 'CL', 'PE', 'CO' or 'INT' (issue 27). */
  countryCode?: string;
}

export interface ProductChanges {
  displayName?: string;
  isPromoted?: boolean;
  exclusive?: boolean;
  salesChannel?: string;
  active?: boolean;
}

export interface OrganizationChanges {
  name?: string;
  url?: string | null;
  image?: string | null;
  active?: boolean;
}
