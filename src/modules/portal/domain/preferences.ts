/**
 * "Datos y preferencias" of Portal Personas (issue 29): the customer's phone and address, whether and how we may
 * contact them, and the e-mails we send them.
 */
export const CONTACT_CHANNELS = ['email', 'phone', 'whatsapp'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_CHANNEL_LABELS: Readonly<Record<ContactChannel, string>> = {
  email: 'Correo electrónico',
  phone: 'Llamada telefónica',
  whatsapp: 'WhatsApp',
};

export const CONTACT_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number];
export const CONTACT_TIME_LABELS: Readonly<Record<ContactTime, string>> = {
  morning: 'Mañana (9:00 a 13:00)',
  afternoon: 'Tarde (13:00 a 18:00)',
  evening: 'Después de las 18:00',
  any: 'Cualquier horario',
};

export interface ContactPreferences {
  phone: string | null;
  street: string | null;
  commune: string | null;
  region: string | null;
  consent: boolean;
  channel: ContactChannel | null;
  contactTime: ContactTime | null;
}

export const EMPTY_PREFERENCES: ContactPreferences = {
  phone: null,
  street: null,
  commune: null,
  region: null,
  consent: false,
  channel: null,
  contactTime: null,
};

/** A Chilean phone as the customer may type it: +56 and 9 digits, spaces allowed ('+56 9 1234 5678'). */
export function normalizeChileanPhone(value: string): string | null {
  const digits = value.replace(/[\s()-]/g, '');
  const match = /^(?:\+?56)?(\d{9})$/.exec(digits);
  return match ? `+56${match[1]}` : null;
}

/**
 * The e-mails we send a customer, each with why: the service e-mails of a purchase are always sent (they are
 * part of the contract); advice by e-mail only with their consent.
 */
export function emailsWeSend(preferences: Pick<ContactPreferences, 'consent' | 'channel'>) {
  return [
    { key: 'purchase', name: 'Confirmación de compra y póliza', always: true },
    { key: 'sign-in', name: 'Enlaces de acceso al Portal Personas (solo cuando los pides)', always: true },
    { key: 'payments', name: 'Avisos de cobro, pagos rechazados y cuotas atrasadas', always: true },
    { key: 'cancellation', name: 'Confirmación de cancelación y devoluciones', always: true },
    {
      key: 'advice',
      name: 'Contacto de un asesor',
      always: false,
      active: preferences.consent && preferences.channel === 'email',
    },
    {
      // The renewal notice (issue 29) relies on this consent, or on a saved search's own.
      key: 'renewal',
      name: 'Las mejores alternativas 30 días antes de que se renueve tu seguro (como máximo un correo por semana)',
      always: false,
      active: preferences.consent && preferences.channel === 'email',
    },
  ].map((email) => ({ ...email, active: email.always ? true : Boolean(email.active) }));
}
