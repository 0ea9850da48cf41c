import { formatDateCl } from '../../policies/domain/dates.js';
import { periodicityLabel } from '../../policies/domain/statuses.js';
import { formatMoney } from '../../pricing/domain/money.js';
import { monthlyChargeNotice } from './subscriptions.js';

/**
 * The purchase summary (issue 25 hole 5): one wording for the confirmation e-mail and the Confirmacion page
 * (web/ imports this file through @domain), so what the buyer reads in both is the same, line by line.
 */
export interface PurchaseFacts {
  productName: string;
  insurerName: string | null;
  /** Null until policies has issued the policy (the page may show before PolicyActivated arrives). */
  policyNumber: string | null;
  policyStartDate: string | null;
  /** What was paid (the payment's amount), or null for a purchase without payment. */
  paid: { amount: string; currency: string } | null;
  periodicityMonths: number;
  paymentType: string | null;
  card: { brand: string | null; last4: string } | null;
  providerReference: string | null;
  /** The company's contact address (back-office, Datos de la empresa); null while it is not set. */
  contactEmail: string | null;
  /** Automatic monthly card charges (issue 28): the card enrolled and the day of the month it is charged. */
  monthlyCard?: { cardLast4: string | null; day: number } | null;
}

export interface PurchaseSummary {
  title: string;
  lines: { label: string; value: string }[];
  next: string[];
  contact: string;
}

export const PENDING_POLICY_NUMBER = 'En emisión (te llegará por correo)';

/** 'Tarjeta de crédito Visa terminada en 4242', 'Transferencia bancaria', … */
export function paymentMethodLabel(paymentType: string | null, card: PurchaseFacts['card'] = null): string {
  const kind = paymentType?.includes('subscriptions')
    ? 'Pago automático mensual con tarjeta'
    : !paymentType
      ? 'Sin pago'
      : paymentType.startsWith('tdc')
        ? 'Tarjeta de crédito'
        : paymentType.startsWith('tdd')
          ? 'Tarjeta de débito'
          : paymentType.startsWith('t-')
            ? 'Tarjeta'
            : paymentType.startsWith('transfer')
              ? 'Transferencia bancaria'
              : paymentType === 'no-payment-one-time'
                ? 'Sin pago'
                : paymentType;
  if (!card) return kind;
  return `${kind}${card.brand ? ` ${card.brand[0]!.toUpperCase()}${card.brand.slice(1)}` : ''} terminada en ${card.last4}`;
}

export function purchaseSummary(facts: PurchaseFacts): PurchaseSummary {
  const lines: PurchaseSummary['lines'] = [
    { label: 'Seguro', value: facts.productName },
    ...(facts.insurerName ? [{ label: 'Aseguradora', value: facts.insurerName }] : []),
    { label: 'N° de póliza', value: facts.policyNumber ?? PENDING_POLICY_NUMBER },
    ...(facts.policyStartDate ? [{ label: 'Inicio de vigencia', value: formatDateCl(facts.policyStartDate) }] : []),
    {
      label: 'Monto pagado',
      value: facts.paid
        ? `${formatMoney(Number(facts.paid.amount), facts.paid.currency)} (${periodicityLabel(facts.periodicityMonths).toLowerCase()})`
        : 'Sin pago',
    },
    { label: 'Medio de pago', value: paymentMethodLabel(facts.paymentType, facts.card) },
    ...(facts.providerReference ? [{ label: 'Referencia del pago', value: facts.providerReference }] : []),
    ...(facts.monthlyCard
      ? [
          {
            label: 'Pago automático mensual',
            value: monthlyChargeNotice(facts.monthlyCard.cardLast4, facts.monthlyCard.day),
          },
        ]
      : []),
  ];
  return {
    title: '¡Listo! Tu compra está confirmada',
    lines,
    next: [
      'La aseguradora emite tu póliza y te enviará sus condiciones generales por correo.',
      'Tu cobertura rige desde la fecha de inicio de vigencia.',
      facts.monthlyCard
        ? 'Las cuotas siguientes se cobrarán solas en tu tarjeta; si un cobro es rechazado, te avisaremos por correo.'
        : 'Los pagos siguientes se cobrarán con la periodicidad indicada; te avisaremos antes de cada vencimiento.',
    ],
    contact: facts.contactEmail
      ? `¿Dudas? Escríbenos a ${facts.contactEmail} indicando tu número de póliza.`
      : '¿Dudas? Escríbenos desde la página de Contacto del sitio indicando tu número de póliza.',
  };
}

/** The confirmation e-mail: the summary's lines, word for word, as plain text. */
export function purchaseConfirmationEmail(
  facts: PurchaseFacts,
  buyerName: string | null,
  portalUrl: string | null = null,
): { subject: string; text: string } {
  const summary = purchaseSummary(facts);
  const portal = portalUrl
    ? [
        '',
        `Tu póliza, tus pagos y el certificado están en el Portal Personas: ${portalUrl}`,
        'Entra con este mismo correo: te enviamos un enlace de acceso.',
      ]
    : [];
  return {
    subject: `Confirmación de tu compra: ${facts.productName}${facts.policyNumber ? ` (póliza ${facts.policyNumber})` : ''}`,
    text: [
      `Hola${buyerName ? ` ${buyerName}` : ''},`,
      '',
      summary.title,
      '',
      ...summary.lines.map((line) => `${line.label}: ${line.value}`),
      '',
      'Qué sigue:',
      ...summary.next.map((line) => `- ${line}`),
      ...portal,
      '',
      summary.contact,
    ].join('\n'),
  };
}
