import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { reminderDueTimes } from '../domain/reminders.js';
import { formSection, normaliseStep, validateStep } from '../domain/sale-form.js';
import { BUYER_SECTIONS, leadSubStatusOf, SECTIONS } from '../domain/steps.js';
import { SALES } from '../tokens.js';
import type { SaleLeads, SaleRecord, SaleRepository, SalesSettings } from './ports.js';
import { checkToken, isUuid, stepsOf } from './sale-access.js';

/**
 * PUT /api/sales/{id}/steps/{code}: validates one step with the domain rules (spec 03 §5) and stores it;
 * a bad field answers 400 with the field errors and writes nothing. The step that names the buyer opens
 * the sale's lead (Contratación online 500) and schedules the resume reminders 0, 1, 2.
 */
@injectable()
export class SaveStep {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.SaleLeads) private readonly leads: SaleLeads,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(
    id: string,
    token: string | undefined,
    code: string,
    values: Record<string, unknown>,
  ): Promise<SaleRecord> {
    const sale = checkToken(isUuid(id) ? await this.sales.findById(id) : null, token, this.settings.linkSecret);
    const sectionCode = sale.sections.find((section) => section === code && section !== 'PAYMENT');
    if (!sectionCode) throw new AppError('NOT_FOUND', `La compra no tiene el paso ${code}.`);
    if (sale.status !== 'PENDING') {
      throw new AppError('NOT_EDITABLE', 'Esta compra ya terminó; sus datos no se pueden cambiar.');
    }
    const now = this.clock.now();
    const section = formSection(sectionCode, SECTIONS[sectionCode].title);
    const errors = validateStep(section, values, now);
    if (Object.keys(errors).length > 0) {
      throw new AppError('BAD_REQUEST', `Datos inválidos. ${Object.values(errors)[0]}`, { errors });
    }
    const data = normaliseStep(section, values);
    const buyer = BUYER_SECTIONS.includes(sectionCode) ? buyerOf(data) : null;
    const firstBuyerStep = buyer !== null && !sale.buyerEmail;
    const reminders = firstBuyerStep
      ? reminderDueTimes(now, this.settings.reminderDelaysMs).map((due, reminder) => ({
          saleId: sale.id,
          reminder,
          dueAt: due.toISOString(),
        }))
      : [];
    const saved = await this.sales.saveStep(sale.id, sectionCode, data, buyer, reminders);
    await this.followInLeads(saved, data);
    return saved;
  }

  /** The lead is the executives' view; a failure here must not lose the buyer's step (logged). */
  private async followInLeads(sale: SaleRecord, data: Record<string, unknown>): Promise<void> {
    const subStatus = leadSubStatusOf(stepsOf(sale));
    try {
      if (sale.leadId) {
        await this.leads.setStep(sale.leadId, subStatus);
        return;
      }
      if (!sale.buyerEmail) return;
      const { leadId } = await this.leads.open({
        saleId: sale.id,
        nombre: sale.buyerName ?? 'Comprador en línea',
        email: sale.buyerEmail,
        rut: typeof data.rut === 'string' ? data.rut : null,
        telefono: typeof data.telefono === 'string' ? data.telefono : null,
        fechaNacimiento: typeof data.fechaNacimiento === 'string' ? data.fechaNacimiento : null,
        product: {
          id: sale.productId === null ? null : String(sale.productId),
          code: sale.productCode,
          name: sale.productName,
          type: sale.productType,
        },
        profile: sale.profile,
        subStatus,
        countryCode: sale.countryCode,
      });
      await this.sales.setLead(sale.id, leadId);
      sale.leadId = leadId;
    } catch (error) {
      this.logger.warn({ err: error, saleId: sale.id }, 'No se pudo actualizar el lead de la compra en línea');
    }
  }
}

function buyerOf(data: Record<string, unknown>): { name: string; email: string } | null {
  const email = (data.email ?? data['empresa.contactoEmail']) as string | undefined;
  const name =
    [data.nombres, data.apellidoPaterno].filter((part) => typeof part === 'string').join(' ') ||
    (data['empresa.contactoNombre'] as string | undefined) ||
    '';
  return email ? { name, email } : null;
}
