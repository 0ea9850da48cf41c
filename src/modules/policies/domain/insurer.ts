import type { OrganizationStatus } from './statuses.js';

/* What policies keep about insurers: settings, contacts, documents, and the catalogue refs. */

export interface InsurerSettings {
  insurerId: number;
  cuttingDay: number;
  retroactiveDays: number;
  requestDays: number;
  contacts: InsurerContact[];
}

export interface InsurerContact {
  id: number;
  insurerId: number;
  name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
}

/** An insurer as the catalogue names it (the catalogue owns insurers; policies link them by id). */
export interface InsurerRef {
  id: number;
  name: string;
}

/** A catalogue product offered by an insurer, as a policy names it. */
export interface InsurerProductRef {
  id: number;
  name: string;
  code: string;
  insurerId: number;
}

export interface InsurerDocument {
  id: number;
  insurerId: number;
  fileName: string;
  description: string | null;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  status: OrganizationStatus;
  uploadedByName: string | null;
  createdAt: string;
}
