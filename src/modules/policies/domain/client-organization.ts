import type { OrganizationStatus } from './statuses.js';

/* A client company (the employer of a collective policy). */

export interface ClientOrganization {
  id: number;
  name: string;
  rut: string;
  status: OrganizationStatus;
  groupCode: string | null;
  email: string | null;
  phone: string | null;
  street: string | null;
  city: string;
  region: string;
  country: string;
  zip: string | null;
  policyCount: number;
  createdAt: string;
}

export type ClientOrganizationInput = Omit<ClientOrganization, 'id' | 'createdAt' | 'policyCount'>;
