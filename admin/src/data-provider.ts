import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from './auth/http-client';

const API = '/api/admin';
const base = simpleRestProvider(API, httpClient);

export interface LeadStats {
  byStatus: { status: number; label: string; count: number }[];
  byDay: { date: string; count: number }[];
}

export type BackofficeDataProvider = DataProvider & {
  assignLead(id: number, executiveId: number): Promise<{ data: Record<string, unknown> }>;
  leadStats(): Promise<LeadStats>;
};

/** ra-data-simple-rest over /api/admin/<resource>, plus the lead actions that are not plain CRUD. */
export const dataProvider: BackofficeDataProvider = {
  ...base,
  // GET /api/admin/bulk-loads/{id} answers the issue 11 contract `{ data: {...} }`.
  async getOne(resource, params) {
    if (resource !== 'bulk-loads') return base.getOne(resource, params);
    const { json } = await httpClient(`${API}/bulk-loads/${params.id}`);
    return { data: (json as { data: never }).data };
  },
  // One insured person is added to a policy: POST /api/admin/policies/{policyId}/insured.
  async create(resource, params) {
    if (resource !== 'insured') return base.create(resource, params);
    const { policyId, ...person } = params.data as { policyId: number } & Record<string, unknown>;
    const { json } = await httpClient(`${API}/policies/${policyId}/insured`, {
      method: 'POST',
      body: JSON.stringify(person),
    });
    return { data: json as never };
  },
  async assignLead(id, executiveId) {
    const { json } = await httpClient(`${API}/leads/${id}/assign`, {
      method: 'PUT',
      body: JSON.stringify({ executiveId }),
    });
    return { data: json as Record<string, unknown> };
  },
  async leadStats() {
    const { json } = await httpClient(`${API}/lead-stats`);
    return json as LeadStats;
  },
};
