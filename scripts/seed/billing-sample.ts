import { BILLING, type LoadBillingSample, type SamplePolicy } from '../../src/modules/billing/index.js';
import { addDays, addMonths } from '../../src/modules/billing/domain/dates.js';
import type { Runtime } from '../../src/runtime.js';
import { chileanDate } from '../../src/modules/pricing/index.js';

/** Sample companies (invented, labelled 'ejemplo'); their ids stay clear of real ones (900001+). */
const COMPANIES = [
  'Constructora Cordillera SpA (ejemplo)',
  'Transportes Atacama Ltda (ejemplo)',
  'Viña Valle Central SA (ejemplo)',
  'Pesquera Austral SpA (ejemplo)',
  'Clínica Dental Sonrisa Ltda (ejemplo)',
  'Agrícola Los Andes SpA (ejemplo)',
  'Tecnologías Maipo SpA (ejemplo)',
  'Retail Biobío SA (ejemplo)',
];

/**
 * A year of monthly periods per sample company (collective, UF per insured person) plus `extra` generated
 * policies for the benchmark. The current period of company k is `[0, 4, 8, …][k % 4]` days in arrears
 * (count 0, 4, 8 reminders; or 20 days), older periods are paid, one is partial, two companies are up to date.
 */
export function billingSamples(today: string, count = COMPANIES.length): SamplePolicy[] {
  const samples: SamplePolicy[] = [];
  for (let k = 0; k < count; k++) {
    const arrears = [0, 4, 8, 20][k % 4]!;
    // The 12th period's due date (start + 10 days) is `arrears + 1` days before today.
    const lastStart = addDays(today, -arrears - 11);
    const start = addMonths(lastStart, -11);
    const policyId = 900_001 + k;
    const people = 5 + ((k * 7) % 36);
    const upToDate = k % COMPANIES.length >= 6;
    samples.push({
      policy: {
        policyId,
        policyNumber: `EJ-${policyId}`,
        clientOrganizationId: 900_001 + (k % 5000),
        clientOrganizationName: COMPANIES[k % COMPANIES.length]!.replace(
          '(ejemplo)',
          k < COMPANIES.length ? '(ejemplo)' : `${k} (ejemplo)`,
        ),
        billingEmail: `cobranza+${policyId}@ejemplo.cl`,
        insurerId: null,
        productId: null,
        periodicityMonths: 1,
        startDate: start,
        endDate: null,
        monthlyPremium: { amount: ['0.85', '1.2', '0.6', '1.45'][k % 4]!, currency: 'UF' },
        premiumBasis: 'per-insured',
        saleId: null,
        renewalOf: null,
      },
      insured: Array.from({ length: people }, (_, i) => ({
        insuredId: policyId * 100 + i,
        rut: `${10_000_000 + policyId + i}-K`,
        // The last two people joined mid-year (prorated in their first month).
        startDate: i >= people - 2 ? addDays(addMonths(start, 4), 9) : start,
      })),
      payments: [
        ...Array.from({ length: upToDate ? 12 : 9 }, (_, i) => ({ seq: i + 1, amountClp: 'full' as const })),
        ...(upToDate ? [] : [{ seq: 10, amountClp: 50_000 }]),
      ],
    });
  }
  return samples;
}

/** Loads the sample billing when absent (fixed ids: a second load adds nothing). */
export async function loadBillingSample(
  runtime: Runtime,
  count?: number,
): Promise<{ policies: number; skipped: number }> {
  const today = chileanDate(new Date());
  const loader = runtime.container.get<LoadBillingSample>(BILLING.LoadSample);
  const result = await loader.execute(billingSamples(today, count));
  runtime.logger.info(result, 'Datos de ejemplo de cobranza (períodos, pagos y mora)');
  return result;
}
