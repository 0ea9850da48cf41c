import type { Money } from '../../../kernel/money.js';
import type { IsoDate } from './dates.js';
import type { DocumentReviewStatus, PolicyStatus } from './statuses.js';

/* A policy, what creates or changes one, its history and its documents. */

export interface CoverageGroup {
  id: number;
  code: string;
  name: string;
}

export type { Money } from '../../../kernel/money.js';

export interface Policy {
  id: number;
  number: string;
  kind: 'collective' | 'individual';
  clientOrganizationId: number | null;
  clientOrganizationName: string | null;
  insurerId: number | null;
  productId: number | null;
  productName: string | null;
  status: PolicyStatus;
  startDate: IsoDate;
  endDate: IsoDate | null;
  periodicityMonths: number;
  premium: Money;
  premiumBasis: 'per-insured' | 'per-policy';
  saleId: string | null;
  renewalOf: number | null;
  duplicatedFrom: number | null;
  coverageGroups: CoverageGroup[];
  insuredCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface PolicyInput {
  number?: string;
  kind: 'collective' | 'individual';
  clientOrganizationId: number | null;
  insurerId: number | null;
  productId: number | null;
  productName: string | null;
  status: PolicyStatus;
  startDate: IsoDate;
  endDate: IsoDate | null;
  periodicityMonths: number;
  premium: Money;
  premiumBasis: 'per-insured' | 'per-policy';
  saleId?: string | null;
  renewalOf?: number | null;
  duplicatedFrom?: number | null;
  coverageGroups: { code: string; name: string }[];
}

export interface PolicyFilter {
  q?: string;
  status?: PolicyStatus;
  clientOrganizationId?: number;
  ids?: number[];
}

export interface HistoryEntry {
  id: number;
  policyId: number;
  at: string;
  userId: number | null;
  userName: string | null;
  action: string;
  changes: Record<string, unknown>;
}

export interface PolicyDocument {
  id: number;
  policyId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  status: DocumentReviewStatus;
  createdAt: string;
}
