import { timingSafeEqual } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { LEADS } from '../tokens.js';
import type { Feedback, FeedbackRepository, LeadRepository } from './ports.js';

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Feedback on a request (the /Feedback page): tied to a lead only by whoever holds its token. */
@injectable()
export class Feedbacks {
  constructor(
    @inject(LEADS.FeedbackRepository) private readonly feedbacks: FeedbackRepository,
    @inject(LEADS.LeadRepository) private readonly leads: LeadRepository,
  ) {}

  private async leadFor(leadId: number, token: string) {
    const lead = await this.leads.findById(leadId);
    if (!lead || !sameToken(lead.updateToken, token)) throw new AppError('NOT_FOUND', 'No encontramos esa solicitud.');
    return lead;
  }

  async create(input: {
    leadId?: number;
    token?: string;
    score: number | null;
    comment: string | null;
  }): Promise<Feedback> {
    let leadId: number | null = null;
    if (input.leadId !== undefined) leadId = (await this.leadFor(input.leadId, input.token ?? '')).id;
    return this.feedbacks.create({ leadId, score: input.score, comment: input.comment });
  }

  async update(id: string, changes: { score?: number | null; comment?: string | null }): Promise<Feedback> {
    const feedback = await this.feedbacks.update(id, changes);
    if (!feedback) throw new AppError('NOT_FOUND', 'No encontramos esa opinión.');
    return feedback;
  }

  async get(id: string): Promise<Feedback> {
    const feedback = await this.feedbacks.findById(id);
    if (!feedback) throw new AppError('NOT_FOUND', 'No encontramos esa opinión.');
    return feedback;
  }

  /** The back-office list (GET /api/admin/feedbacks). */
  list(page: { offset: number; limit: number; minScore?: number; maxScore?: number }) {
    return this.feedbacks.list(page);
  }

  /** GET /api/feedbacks/getLead/{id}/{token}: what the feedback page shows about the request. */
  async forLead(leadId: number, token: string) {
    const lead = await this.leadFor(leadId, token);
    return {
      lead: { id: lead.id, nombre: lead.nombre, productName: lead.product.name, createdAt: lead.createdAt },
      feedbacks: await this.feedbacks.findByLead(lead.id),
    };
  }
}
