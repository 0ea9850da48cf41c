import { inject, injectable } from 'inversify';
import {
  confirmationEmail,
  executiveNoticeEmail,
  leadEmailKey,
  type LeadEmailFacts,
  type LeadEmailKind,
} from '../domain/lead-emails.js';
import { LEADS } from '../tokens.js';
import type { EmailDeliveryLog, LeadDetail, LeadMailer, LeadRepository, LeadsSettings } from './ports.js';

const factsOf = (lead: LeadDetail, publicUrl: string): LeadEmailFacts => ({
  id: lead.id,
  kind: lead.kind,
  nombre: lead.nombre,
  email: lead.email,
  telefono: lead.telefono,
  rut: lead.rut,
  productName: lead.product.name,
  productCode: lead.product.code,
  contactChannel: lead.contactChannel,
  contactTime: lead.contactTime,
  advisorName: lead.advisor?.name ?? null,
  isInternalTraffic: lead.isInternalTraffic,
  message: typeof lead.extra.message === 'string' ? lead.extra.message : null,
  sharedUrl: typeof lead.extra.sharedUrl === 'string' ? lead.extra.sharedUrl : null,
  feedbackUrl: new URL(`/Feedback?a=${lead.id}&b=${lead.updateToken}`, publicUrl).toString(),
});

/**
 * The e-mail job: the confirmation to the visitor or the notice to the executive (or the sales
 * inbox). Sent at most once per lead and kind; a thrown error lets BullMQ retry with backoff.
 */
@injectable()
export class SendLeadEmail {
  constructor(
    @inject(LEADS.LeadRepository) private readonly leads: LeadRepository,
    @inject(LEADS.LeadMailer) private readonly mailer: LeadMailer,
    @inject(LEADS.EmailDeliveryLog) private readonly deliveries: EmailDeliveryLog,
    @inject(LEADS.LeadsSettings) private readonly settings: LeadsSettings,
  ) {}

  async execute(leadId: number, kind: LeadEmailKind): Promise<'sent' | 'already-sent' | 'lead-not-found'> {
    const lead = await this.leads.findById(leadId);
    if (!lead) return 'lead-not-found';
    const facts = factsOf(lead, this.settings.publicUrl);
    const message = kind === 'confirmation' ? confirmationEmail(facts) : executiveNoticeEmail(facts);
    const to = kind === 'confirmation' ? lead.email : (lead.executive?.email ?? this.settings.salesInbox);
    return this.deliveries.once(leadId, kind, to, () =>
      this.mailer.send({ to, ...message, idempotencyKey: leadEmailKey(leadId, kind) }),
    );
  }
}
