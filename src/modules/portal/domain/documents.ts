import { formatClp, formatUf } from './payments.js';

/**
 * The documents Portal Personas hands out as PDF (issue 29): the policy certificate and a payment receipt. The
 * text lives here, pure; the adapter lays it out on a page (pdf-lib).
 */
export interface PrintedDocument {
  /** The PDF's title (its metadata) and the heading of the page. */
  title: string;
  subject: string;
  sections: { heading: string; lines: string[] }[];
  footer: string;
}

export interface CertificateFacts {
  policyNumber: string;
  productName: string;
  insurerName: string | null;
  statusLabel: string;
  startDate: string;
  endDate: string | null;
  premium: { amount: string; currency: string };
  periodicityLabel: string;
  holderEmail: string;
  people: { name: string; rut: string; role: string; relationship: string | null }[];
  coverages: string[];
  issuedOn: string;
}

/** 'YYYY-MM-DD' as Chileans write it: '23-11-2026'. */
export const chileanDateText = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('-');

export const moneyText = (money: { amount: string; currency: string }) =>
  money.currency === 'UF'
    ? formatUf(money.amount)
    : money.currency === 'CLP'
      ? formatClp(Number(money.amount))
      : `${money.currency} ${money.amount}`;

export function certificateDocument(facts: CertificateFacts): PrintedDocument {
  return {
    title: `Certificado de cobertura - Póliza ${facts.policyNumber}`,
    subject: `${facts.productName}${facts.insurerName ? `, ${facts.insurerName}` : ''}`,
    sections: [
      {
        heading: 'Póliza',
        lines: [
          `Número de póliza: ${facts.policyNumber}`,
          `Producto: ${facts.productName}`,
          `Compañía: ${facts.insurerName ?? 'Sin información'}`,
          `Estado: ${facts.statusLabel}`,
          `Vigencia: desde ${chileanDateText(facts.startDate)}${facts.endDate ? ` hasta ${chileanDateText(facts.endDate)}` : ' (renovación automática)'}`,
          `Prima: ${moneyText(facts.premium)} ${facts.periodicityLabel.toLowerCase()}`,
          `Contratante: ${facts.holderEmail}`,
        ],
      },
      {
        heading: 'Asegurados y beneficiarios',
        lines: facts.people.map(
          (person) =>
            `${person.name}, RUT ${person.rut} - ${person.role}${person.relationship ? ` (${person.relationship})` : ''}`,
        ),
      },
      {
        heading: 'Coberturas',
        lines: facts.coverages.length > 0 ? facts.coverages : ['Según las condiciones de la póliza.'],
      },
    ],
    footer: `Emitido el ${chileanDateText(facts.issuedOn)}. Este certificado acredita la cobertura a esa fecha.`,
  };
}

export interface ReceiptFacts {
  receiptId: number;
  policyNumber: string;
  periodStart: string;
  periodEnd: string;
  amountClp: number;
  method: 'transfer' | 'provider';
  provider: string | null;
  paidAt: string;
}

export function receiptDocument(facts: ReceiptFacts): PrintedDocument {
  return {
    title: `Comprobante de pago N° ${facts.receiptId} - Póliza ${facts.policyNumber}`,
    subject: 'Comprobante de pago',
    sections: [
      {
        heading: 'Pago',
        lines: [
          `Comprobante N°: ${facts.receiptId}`,
          `Póliza: ${facts.policyNumber}`,
          `Período: ${chileanDateText(facts.periodStart)} a ${chileanDateText(facts.periodEnd)}`,
          `Monto pagado: ${formatClp(facts.amountClp)}`,
          `Medio de pago: ${facts.method === 'transfer' ? 'Transferencia bancaria' : `Pago en línea${facts.provider ? ` (${facts.provider})` : ''}`}`,
          `Fecha de pago: ${chileanDateText(facts.paidAt)}`,
        ],
      },
    ],
    footer: 'Comprobante emitido por el Portal Personas.',
  };
}
