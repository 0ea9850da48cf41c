/** What the leads API answers for a request or a contact. */
export interface LeadReceipt {
  id: number;
  token: string;
  kind: string;
  contactChannel: string;
  contactTime: string;
  product: { id: string | null; code: string | null; name: string | null };
  advisor: { name: string; email: string } | null;
  duplicate: boolean;
}
