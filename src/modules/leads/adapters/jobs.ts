import type { Job } from 'bullmq';
import { z } from 'zod';
import type { JobProcessor } from '../../../platform/tokens.js';
import type { SendLeadEmail } from '../application/send-lead-email.js';
import { LEAD_EMAIL_KINDS } from '../domain/lead-emails.js';
import { LEADS_EMAIL_QUEUE } from '../tokens.js';

const payloadSchema = z.object({ leadId: z.number().int().positive(), kind: z.enum(LEAD_EMAIL_KINDS) });

/** Runs the e-mail jobs the outbox relays (retries with backoff come from the queue's defaults). */
export function leadEmailProcessor(sendLeadEmail: SendLeadEmail): JobProcessor {
  return {
    queue: LEADS_EMAIL_QUEUE,
    concurrency: 4,
    async process(job: Job) {
      const { leadId, kind } = payloadSchema.parse(job.data);
      return sendLeadEmail.execute(leadId, kind);
    },
  };
}
