import { apiGet } from '../../../lib/api-client';

export interface FeedbackLead {
  lead: { id: number; nombre: string; productName: string | null };
}

/** GET /api/feedbacks/getLead/{lead}/{token}: the request a feedback link rates. */
export async function fetchFeedbackLead(leadId: string, token: string) {
  return (
    await apiGet<{ data: FeedbackLead }>(
      `/api/feedbacks/getLead/${encodeURIComponent(leadId)}/${encodeURIComponent(token)}`,
      { retries: 0 },
    )
  ).data;
}
