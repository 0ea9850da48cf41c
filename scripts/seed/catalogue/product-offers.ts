import type { NewProduct } from '../../../src/modules/catalogue/index.js';
import { isoDay, type Random } from './random.js';

/** The offers of a product (discount, gift card, coupon…) and, when sold online, its payment offer. */
export function productOffers(r: Random, today: Date, online: boolean): Pick<NewProduct, 'offers' | 'paymentOffer'> {
  const offers: NewProduct['offers'] = [];
  if (r.chance(0.14)) {
    offers.push({
      offerType: 'DISCOUNT',
      title: 'Descuento por contratar en línea',
      description: 'Descuento sobre la prima mientras dure la promoción.',
      discountAmount: r.pick([5, 10, 15, 20]),
      discountUnit: '%',
      validFrom: isoDay(today),
      validUntil: isoDay(new Date(today.getTime() + 60 * 86_400_000)),
    });
  }
  if (r.chance(0.05))
    offers.push({
      offerType: 'GIFTCARD',
      title: 'Gift card de $20.000 pesos',
      description: 'Al pagar la primera cuota.',
      discountAmount: 20000,
      discountUnit: 'CLP',
      validFrom: null,
      validUntil: null,
    });
  if (r.chance(0.03))
    offers.push({
      offerType: 'COUPON',
      title: 'Cupón de bienvenida',
      description: 'Un mes gratis con el código BIENVENIDA.',
      discountAmount: null,
      discountUnit: null,
      validFrom: null,
      validUntil: null,
    });
  if (r.chance(0.03))
    offers.push({
      offerType: 'AGGREGATE',
      title: 'Telemedicina incluida',
      description: 'Suma telemedicina sin costo.',
      discountAmount: null,
      discountUnit: null,
      validFrom: null,
      validUntil: null,
    });
  if (r.chance(0.02))
    offers.push({
      offerType: 'RELATED',
      title: 'Complementa con un seguro dental',
      description: 'Precio preferente al contratar ambos.',
      discountAmount: null,
      discountUnit: null,
      validFrom: null,
      validUntil: null,
    });
  const paymentOffer: NewProduct['paymentOffer'] =
    online && r.chance(0.5)
      ? {
          title: r.pick([
            'Paga con tarjeta en 3 cuotas sin interés',
            'Primer mes con 50% de descuento',
            'Paga el año y ahorra un mes',
          ]),
          description: 'Oferta al contratar en línea (datos de ejemplo).',
          installments: r.pick([null, 3, 6]),
          discountAmount: r.pick([null, 10, 50]),
          discountUnit: '%',
          paymentMethods: ['tdc', 'tdd', 'transfer'],
        }
      : null;
  return { offers, paymentOffer };
}
