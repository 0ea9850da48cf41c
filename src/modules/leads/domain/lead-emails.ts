import {
  CONTACT_CHANNEL_LABELS,
  CONTACT_CHANNEL_PHRASES,
  CONTACT_TIME_LABELS,
  NO_PREFERENCE,
  type ContactChannel,
  type ContactTime,
} from './contact-consent';

/** What the e-mails need to know about a lead. */
export interface LeadEmailFacts {
  id: number;
  kind: string;
  nombre: string;
  email: string;
  telefono: string | null;
  rut: string | null;
  productName: string | null;
  productCode: string | null;
  contactChannel: ContactChannel;
  contactTime: ContactTime;
  advisorName: string | null;
  isInternalTraffic: boolean;
  message: string | null;
  sharedUrl: string | null;
  /** Where the visitor rates the service (the /Feedback page with the request's token). */
  feedbackUrl: string | null;
}

export const LEAD_EMAIL_KINDS = ['confirmation', 'executive-notice'] as const;
export type LeadEmailKind = (typeof LEAD_EMAIL_KINDS)[number];

/** One e-mail per lead and kind, ever: the key the mailer and the delivery log share. */
export const leadEmailKey = (leadId: number, kind: LeadEmailKind) => `lead-${leadId}-${kind}`;

/** ", horario: tarde (13:00 a 19:00)" — nothing when no time was given. */
const timeClause = (time: ContactTime) =>
  time === NO_PREFERENCE ? '' : `, horario: ${CONTACT_TIME_LABELS[time].toLowerCase()}`;

function subjectOf(lead: LeadEmailFacts): string {
  return lead.productName ? `Recibimos tu solicitud de ${lead.productName}` : 'Recibimos tu solicitud de contacto';
}

/** The confirmation to the visitor, in Spanish (es-CL). */
export function confirmationEmail(lead: LeadEmailFacts): { subject: string; text: string } {
  const how =
    lead.contactChannel === 'solo-correo'
      ? 'Te responderemos solo por correo electrónico, como pediste.'
      : lead.contactChannel === NO_PREFERENCE
        ? 'Un ejecutivo te contactará a la brevedad.'
        : `Un ejecutivo te contactará por ${CONTACT_CHANNEL_PHRASES[lead.contactChannel]}${timeClause(lead.contactTime)}.`;
  const lines = [
    `Hola ${lead.nombre}:`,
    '',
    lead.productName
      ? `Recibimos tu solicitud por ${lead.productName}${lead.productCode ? ` (código ${lead.productCode})` : ''}.`
      : 'Recibimos tu mensaje.',
    how,
    lead.sharedUrl ? `Puedes volver a ver tu búsqueda aquí: ${lead.sharedUrl}` : null,
    '',
    `Número de solicitud: ${lead.id}`,
    lead.feedbackUrl ? `Cuéntanos cómo te atendimos: ${lead.feedbackUrl}` : null,
    '',
    'Gracias por confiar en nosotros.',
  ];
  return { subject: subjectOf(lead), text: lines.filter((line) => line !== null).join('\n') };
}

/** The notice to the assigned executive (or the sales inbox), with the visitor's consent up front. */
export function executiveNoticeEmail(lead: LeadEmailFacts): { subject: string; text: string } {
  const consent =
    lead.contactChannel === 'solo-correo'
      ? 'NO LLAMAR: pidió contacto solo por correo.'
      : lead.contactChannel === NO_PREFERENCE
        ? `Canal de contacto: ${CONTACT_CHANNEL_LABELS[NO_PREFERENCE].toLowerCase()} (solicitud sin canal ni horario; contactar como de costumbre).`
        : `Contactar por ${CONTACT_CHANNEL_LABELS[lead.contactChannel]}${lead.contactTime === NO_PREFERENCE ? '' : `, ${CONTACT_TIME_LABELS[lead.contactTime]}`}.`;
  const lines = [
    `Nueva solicitud #${lead.id}${lead.isInternalTraffic ? ' (tráfico interno)' : ''}`,
    '',
    `Nombre: ${lead.nombre}`,
    lead.rut ? `RUT: ${lead.rut}` : null,
    `Correo: ${lead.email}`,
    lead.telefono ? `Teléfono: ${lead.telefono}` : null,
    lead.productName ? `Producto: ${lead.productName}${lead.productCode ? ` (${lead.productCode})` : ''}` : null,
    lead.advisorName ? `Referido por: ${lead.advisorName}` : null,
    lead.message ? `Mensaje: ${lead.message}` : null,
    '',
    consent,
  ];
  return {
    subject: `${lead.isInternalTraffic ? '[PRUEBA] ' : ''}Nueva solicitud #${lead.id}: ${lead.nombre}`,
    text: lines.filter((line) => line !== null).join('\n'),
  };
}
