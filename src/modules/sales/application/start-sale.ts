import { createHash, createHmac } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { clp } from '../domain/fees.js';
import { NOT_SOLD_ONLINE_HERE, sellsOnlineIn } from '../domain/online-editions.js';
import { DEFAULT_SECTIONS, normaliseSections } from '../domain/steps.js';
import { SALES } from '../tokens.js';
import type { ProductCatalog, ProductForms, SaleCountry, SaleRecord, SaleRepository, SalesSettings } from './ports.js';
import { hashToken, newSaleToken } from './sale-access.js';

export interface StartSaleInput {
  productCode: string;
  profile: Record<string, unknown> | null;
  referrer?: string | null;
  leadAttributionInfo?: unknown[] | null;
  /** The request's edition (issue 27), kept on the sale for the back-office's country filter; Chile when absent. */
  countryCode?: SaleCountry;
}

/** JSON with its object keys sorted: the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * POST /api/sales: opens a purchase of an online product at its price for the profile (0 for a product
 * configured free of charge). With an Idempotency-Key, a retry of the same body answers the sale the
 * first call opened (and its token, derived from the key, so it can be answered again); the same key
 * with another body is refused.
 */
@injectable()
export class StartSale {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(SALES.ProductForms) private readonly forms: ProductForms,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
  ) {}

  async execute(
    input: StartSaleInput,
    idempotencyKey?: string | null,
  ): Promise<{ sale: SaleRecord; token: string; replayed: boolean }> {
    const key = idempotencyKey?.trim() || null;
    if (key && key.length > 200) throw new AppError('BAD_REQUEST', 'El encabezado Idempotency-Key es demasiado largo.');
    if (!sellsOnlineIn(input.countryCode ?? 'CL')) throw new AppError('BAD_REQUEST', NOT_SOLD_ONLINE_HERE);
    const product = await this.catalog.find(input.productCode.trim(), input.profile);
    if (!product) throw new AppError('NOT_FOUND', `No existe el seguro ${input.productCode}.`);
    if (product.externalSite) {
      // The site's Compra-Online page links to the provider instead; a direct call gets the same answer.
      throw new AppError(
        'BAD_REQUEST',
        `El seguro ${product.name} se contrata en el sitio de ${product.insurerName ?? 'la aseguradora'}.`,
      );
    }
    if (!product.online) {
      throw new AppError('BAD_REQUEST', `El seguro ${product.name} no se contrata en línea; solicita que te llamemos.`);
    }
    // The sections and the payment settings are data on the product (its stored form).
    const form = await this.forms.find(product.code);
    const amount = form?.freeOfCharge ? clp(0) : product.price;
    if (!amount) {
      throw new AppError('INVALID_AMOUNT', `El seguro ${product.name} no tiene precio para este perfil.`);
    }
    const { token, hash } = key ? this.keyedToken(key) : newSaleToken();
    const requestHash = key
      ? createHash('sha256')
          .update(
            canonical({
              productCode: input.productCode.trim(),
              profile: input.profile ?? null,
              referrer: input.referrer ?? null,
              leadAttributionInfo: input.leadAttributionInfo ?? null,
            }),
          )
          .digest('hex')
      : null;
    const opened = await this.sales.create({
      tokenHash: hash,
      product,
      sections: normaliseSections(form?.sections ?? DEFAULT_SECTIONS),
      amount,
      profile: input.profile,
      referrer: input.referrer ?? null,
      attribution: input.leadAttributionInfo ?? null,
      countryCode: input.countryCode ?? 'CL',
      idempotency: key && requestHash ? { key, requestHash } : null,
    });
    if (!opened.created && opened.requestHash !== requestHash) {
      throw new AppError(
        'CONFLICT',
        'Esta clave de idempotencia (Idempotency-Key) ya se usó para abrir otra compra con otros datos.',
      );
    }
    return { sale: opened.sale, token, replayed: !opened.created };
  }

  /** The token of a sale opened with this key: a keyed hash, so a replay can answer it again. */
  private keyedToken(key: string): { token: string; hash: string } {
    const token = createHmac('sha256', this.settings.linkSecret).update(`sale-start:${key}`).digest('base64url');
    return { token, hash: hashToken(token) };
  }
}
