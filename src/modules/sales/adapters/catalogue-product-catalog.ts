import type { GetProductCard } from '../../catalogue/index.js';
import { sellsOnline, sendsToExternalSite } from '../../catalogue/index.js';
import type { ProductCatalog, ProductForSale } from '../application/ports.js';
import { clp } from '../domain/fees.js';

type Profile = Parameters<GetProductCard['execute']>[1];

/**
 * The sales module's view of a product, through the catalogue's facade: its card priced for the
 * buyer's profile (the price the card showed), the family that decides the purchase sections, and
 * whether its sales channel sells online (spec 01 §4).
 */
export class CatalogueProductCatalog implements ProductCatalog {
  constructor(private readonly catalogue: () => GetProductCard) {}

  async find(code: string, profile: Record<string, unknown> | null): Promise<ProductForSale | null> {
    const productCard = this.catalogue();
    let card;
    try {
      card = await productCard.execute(code, profile as Profile);
    } catch (error) {
      if ((error as { code?: string }).code === 'NOT_FOUND') return null;
      // A profile the pricing cannot read: liberal in what we accept, price it without the profile.
      if (!profile) throw error;
      try {
        card = await productCard.execute(code, null);
      } catch (again) {
        if ((again as { code?: string }).code === 'NOT_FOUND') return null;
        throw again;
      }
    }
    const amountClp = card.price.amountClp;
    return {
      id: card.id,
      code: card.productCode,
      name: card.displayName,
      insurerId: card.organization?.id ?? null,
      insurerName: card.organization?.name ?? null,
      upperType: card.upperType.name,
      insuranceType: card.insuranceType.name,
      organizationType: card.organization?.organizationType ?? 'ASEGURADORA',
      online: sellsOnline(card.insuranceMetadata.salesChannel),
      externalSite: sendsToExternalSite(card.productCode),
      price: amountClp !== null && amountClp > 0 ? clp(Math.round(amountClp)) : null,
      periodicityMonths: card.price.period === 'anual' ? 12 : 1,
    };
  }
}
