import type { NewOrganization, NewProduct } from '../../src/modules/catalogue/index.js';
import { INSURANCE_TYPES, type UpperTypeName } from '../../src/modules/catalogue/domain/categories.js';
import { SALES, type SetProductForms } from '../../src/modules/sales/index.js';
import type { SectionCode } from '../../src/modules/sales/domain/steps.js';
import type { Runtime } from '../../src/runtime.js';

const PERSON = (...middle: SectionCode[]): SectionCode[] => [
  'PERSONAL_DATA_PAYMENT',
  ...middle,
  'SIGNATURE',
  'PAYMENT',
];

/**
 * The purchase form of each family's online products in the sample catalogue (spec 03 §3): health and
 * dental ask the DPS and the beneficiaries (isapre-linked ones also the isapre data), life the DPS and the
 * beneficiaries, collective products the company and all its payroll, guards the company and the guards
 * insured (part of the payroll), pets and travel only the holder.
 */
export const SAMPLE_FORMS: Readonly<Record<UpperTypeName, SectionCode[]>> = {
  'SEGURO SALUD': PERSON('DPS_PAYMENT', 'BENEFICIARIES_PAYMENT'),
  'SEGURO DENTAL': PERSON('DPS_PAYMENT', 'BENEFICIARIES_PAYMENT'),
  'SEGURO VIDA': PERSON('DPS_PAYMENT', 'BENEFICIARIES_PAYMENT'),
  'SEGURO INDEMNIZACION': PERSON('BENEFICIARIES_PAYMENT'),
  'ACCIDENTES PERSONALES': PERSON('BENEFICIARIES_PAYMENT'),
  'SERVICIO ASISTENCIA': PERSON('BENEFICIARIES_PAYMENT'),
  SEGURO_MASCOTAS: PERSON(),
  'SEGURO VIAJE': PERSON(),
  'SEGURO COLECTIVO': ['COMPANY_DATA_PAYMENT', 'MASS_INSURED_PAYMENT_FULL', 'SIGNATURE', 'PAYMENT'],
  'SEGURO DE GUARDIA': ['COMPANY_DATA_PAYMENT', 'MASS_INSURED_PAYMENT_PARTIAL', 'SIGNATURE', 'PAYMENT'],
};

/** The form of one sample product (null for a product not sold online). */
export function sampleForm(
  product: Pick<NewProduct, 'insuranceTypeCode' | 'organizationCode' | 'salesChannel'>,
  organizations: ReadonlyMap<string, Pick<NewOrganization, 'organizationType'>>,
): SectionCode[] | null {
  if (product.salesChannel === 'QpLead') return null;
  const upper = INSURANCE_TYPES.find((type) => type.code === product.insuranceTypeCode)?.upperType;
  if (!upper) return null;
  const sections = [...SAMPLE_FORMS[upper]];
  if (
    organizations.get(product.organizationCode)?.organizationType === 'ISAPRE' &&
    sections[0] === 'PERSONAL_DATA_PAYMENT'
  ) {
    sections.splice(1, 0, 'ISAPRE_PERSONAL_DATA');
  }
  return sections;
}

/** Stores the purchase forms of the sample catalogue's online products (issue 10). */
export async function loadSalesSample(
  runtime: Runtime,
  products: readonly Pick<NewProduct, 'productCode' | 'insuranceTypeCode' | 'organizationCode' | 'salesChannel'>[],
  organizations: readonly NewOrganization[],
): Promise<number> {
  const byCode = new Map(organizations.map((organization) => [organization.organizationCode, organization]));
  const forms = products.flatMap((product) => {
    const sections = sampleForm(product, byCode);
    return sections ? [{ productCode: product.productCode, sections }] : [];
  });
  const set = runtime.container.get<SetProductForms>(SALES.SetProductForms);
  for (let start = 0; start < forms.length; start += 2_000) {
    await set.execute(forms.slice(start, start + 2_000), 'datos de ejemplo');
  }
  return forms.length;
}
