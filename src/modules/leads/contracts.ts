/**
 * The leads module's integration-event contracts (DESIGN.md, "Modules talk through integration events").
 * Re-exported by index.ts, which other modules import; kept in their own file so the module's own code
 * can publish them without importing index.ts (a cycle through module.ts).
 */
import type { IntegrationEvent } from '../../platform/outbox/integration-events.js';

export const LEAD_SUBMITTED = 'LeadSubmitted';

/**
 * Published (through the outbox, in the transaction that stores it) when a new request, contact or e-mail
 * request is stored; never for a duplicate answered with an earlier lead. The catalogue counts the
 * product's requests with it (the 'popular' order).
 */
export type LeadSubmitted = IntegrationEvent<
  typeof LEAD_SUBMITTED,
  {
    leadId: number;
    kind: string;
    /** The catalogue product's id, when the lead names one. */
    productId: number | null;
    productCode: string | null;
  }
>;
