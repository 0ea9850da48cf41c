import { inject, injectable } from 'inversify';
import { reminderEmail, resumeUrl, shouldSendReminder, type ResumeReminder } from '../domain/reminders.js';
import { SALES } from '../tokens.js';
import type { SaleMailer, SaleRepository, SalesSettings } from './ports.js';
import { linkToken, stepsOf } from './sale-access.js';
import { resumeStep } from '../domain/steps.js';

/**
 * Sends resume-contracting reminder 0, 1 or 2 once, with a link back to the step the buyer left;
 * nothing once the sale is no longer open. The link carries the sale's link token (sale-access.ts).
 */
@injectable()
export class SendResumeReminder {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.SaleMailer) private readonly mailer: SaleMailer,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
  ) {}

  async execute(saleId: string, reminder: ResumeReminder): Promise<'sent' | 'skipped'> {
    const sale = await this.sales.findById(saleId);
    if (!sale || !sale.buyerEmail || !shouldSendReminder(sale.status)) return 'skipped';
    const step = resumeStep(stepsOf(sale));
    const message = reminderEmail({
      reminder,
      name: sale.buyerName ?? '',
      productName: sale.productName ?? sale.productCode,
      resumeUrl: resumeUrl(
        this.settings.publicUrl,
        sale.productCode,
        step?.segment ?? '',
        sale.id,
        linkToken(sale.id, this.settings.linkSecret),
      ),
    });
    await this.mailer.send({ to: sale.buyerEmail, ...message, idempotencyKey: `sale-reminder:${sale.id}:${reminder}` });
    await this.sales.markReminderSent(sale.id, reminder);
    return 'sent';
  }
}
