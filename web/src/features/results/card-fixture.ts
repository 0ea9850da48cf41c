import type { ProductCard } from '@domain/catalogue/domain/product-card';

/** A complete product card as the comparison API answers it, for component tests. */
export function makeCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    productCode: 'SEG-001',
    displayName: 'Seguro Complementario Plus',
    url: '/Seguros/Aseguradora-Uno/Seguro-Complementario-Plus',
    requestUrl: '/Seguros/Aseguradora-Uno/Seguro-Complementario-Plus/Solicitar',
    sample: false,
    organization: {
      id: 10,
      name: 'Aseguradora Uno',
      organizationCode: 'ASEG1',
      organizationType: 'ASEGURADORA',
      image: null,
      url: 'Aseguradora-Uno',
      typeAlias: 'Aseguradora',
    },
    insuranceType: {
      id: 3,
      name: 'COMPLEMENTARIO',
      displayName: 'Complementario',
      description: 'Reembolsa copagos',
      urlSegment: 'Complementario',
      upperType: { name: 'SEGURO SALUD', displayName: 'Seguros de salud' },
    },
    upperType: { name: 'SEGURO SALUD', displayName: 'Seguros de salud' },
    priceModel: 'persona',
    exclusive: false,
    isPromoted: false,
    isNew: false,
    insuranceMetadata: {
      isPopular: false,
      isMapEnabled: false,
      salesChannel: 'Advisor',
      hasOffer: false,
      metadata: {},
    },
    price: {
      amount: 23490,
      currency: 'CLP',
      exact: false,
      suffix: null,
      label: 'Desde',
      period: 'mensual',
      amountClp: 23490,
      text: 'Desde $23.490',
      minPrice: 23490,
      unit: { code: 'CLP' },
      arePricesDefined: true,
    },
    priceRange: { from: 23490, to: null, unit: { code: 'CLP' } },
    priceSuffix: null,
    evaluations: [],
    requestCount: 0,
    operationDates: [],
    coverages: {
      tags: [
        {
          id: 1,
          name: 'Hospitalario',
          code: 'HOSP',
          coverages: [
            {
              insuranceBenefit: { id: 1, name: 'Día cama', code: 'DIA_CAMA' },
              amounts: {
                percentage_fonasa: { minAmount: 70, maxAmount: 70, unit: { currencyCode: '%', name: '%' } },
                percentage_isapre: { minAmount: 80, maxAmount: 80, unit: { currencyCode: '%', name: '%' } },
              },
            },
          ],
        },
      ],
    },
    topsAndDeductibles: [],
    topAmount: { min: 500, max: 500, unit: 'UF', period: 'anual' },
    deductible: { min: 1, max: 1, unit: 'UF' },
    features: [],
    featuresAll: [],
    coverageRequirement: null,
    offers: [],
    paymentOffer: null,
    prestadores: [],
    coverageCountries: ['CL'],
    ...overrides,
  };
}
