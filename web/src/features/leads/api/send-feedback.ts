import { postLead } from './send-lead';

/** POST /api/feedbacks: a rating, tied to a request when its token is known. */
export async function sendFeedback(body: { leadId?: number; token?: string; score: number; comment: string | null }) {
  return (await postLead<{ data: { _id: string } }>('/api/feedbacks', body)).data;
}
