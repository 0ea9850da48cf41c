import type { Job } from 'bullmq';
import { z } from 'zod';
import type { JobProcessor } from '../../../platform/tokens.js';
import type { ManageSupportTickets } from '../application/manage-support-tickets.js';
import { SUPPORT_TICKET_MAIL_QUEUE } from '../tokens.js';

const payloadSchema = z.object({ messageId: z.number().int().positive() });

/** Sends each answer to the customer that the outbox relays (retries with backoff: the queue's defaults). */
export function supportTicketMailProcessor(tickets: ManageSupportTickets): JobProcessor {
  return {
    queue: SUPPORT_TICKET_MAIL_QUEUE,
    concurrency: 2,
    async process(job: Job) {
      return tickets.sendReply(payloadSchema.parse(job.data).messageId);
    },
  };
}
