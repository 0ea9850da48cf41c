import { normaliseParentesco } from '../domain/sale-form.js';
import type { SaleCompleted, SoldInsuredPerson } from '../contracts.js';
import type { PaymentRecord, SaleRecord } from './ports.js';

type Row = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function person(row: Row, relationship: string): SoldInsuredPerson {
  const sexo = str(row.sexo);
  return {
    rut: str(row.rut) ?? '',
    firstName: str(row.nombres) ?? '',
    paternalSurname: str(row.apellidoPaterno) ?? '',
    maternalSurname: str(row.apellidoMaterno),
    birthDate: str(row.fechaNacimiento),
    gender: sexo === 'M' || sexo === 'F' ? sexo : undefined,
    email: str(row.email),
    phone: str(row.telefono),
    relationship,
  };
}

/** The SaleCompleted payload (sales/index.ts) from the sale's stored steps: ids and values only. */
export function saleCompletedPayload(
  sale: SaleRecord,
  payment: PaymentRecord | null,
  now: Date,
): SaleCompleted['payload'] {
  const titular = (sale.steps.PERSONAL_DATA_PAYMENT?.data ?? null) as Row | null;
  const company = (sale.steps.COMPANY_DATA_PAYMENT?.data ?? null) as Row | null;
  const beneficiaries = (sale.steps.BENEFICIARIES_PAYMENT?.data?.beneficiarios ?? []) as Row[];
  const employees = (sale.steps.MASS_INSURED_PAYMENT_FULL?.data?.empleados ??
    sale.steps.MASS_INSURED_PAYMENT_PARTIAL?.data?.empleados ??
    []) as Row[];

  const buyer = titular
    ? person(titular, 'TITULAR')
    : {
        rut: str(company?.['empresa.rut']) ?? '',
        firstName: str(company?.['empresa.contactoNombre']) ?? str(company?.['empresa.razonSocial']) ?? '',
        paternalSurname: '',
        email: str(company?.['empresa.contactoEmail']),
        phone: str(company?.['empresa.contactoTelefono']),
        relationship: 'EMPRESA',
      };
  const insured = titular
    ? [buyer, ...beneficiaries.map((row) => person(row, normaliseParentesco(row.parentesco) ?? 'OTRO'))]
    : employees.map((row) => person(row, 'TITULAR'));

  return {
    saleId: sale.id,
    productId: sale.productId,
    productCode: sale.productCode,
    productName: sale.productName,
    insurerId: sale.insurerId,
    buyer,
    insured,
    premium: { amount: sale.amount.amount, currency: sale.amount.currency },
    periodicityMonths: sale.periodicityMonths,
    payment: payment
      ? {
          paymentId: payment.id,
          provider: payment.provider ?? 'none',
          amount: { amount: payment.amount.amount, currency: payment.amount.currency },
          paidAt: payment.paidAt ?? now.toISOString(),
        }
      : null,
    completedAt: now.toISOString(),
  };
}
