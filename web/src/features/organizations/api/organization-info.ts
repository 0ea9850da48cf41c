/** An organization as /api/organization answers it (spec 02 §3: metadata.url, displayName, code, type). */
export interface OrganizationInfo {
  id: number;
  organizationCode: string;
  displayName: string;
  organizationType: 'ISAPRE' | 'ASEGURADORA' | 'CLINICA' | string;
  typeAlias: string;
  urlSegment: string;
  metadata: { url?: string; image?: string | null; website?: string | null; abierta?: boolean };
  region: string | null;
  city: string | null;
  address: string | null;
  isOpen: boolean;
  availableToSell: boolean;
  sample?: boolean;
}
