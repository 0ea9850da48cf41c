/**
 * How and when the visitor accepts to be contacted. The lead carries it and the back-office shows it,
 * so nobody is called who asked not to be (issue 5).
 */
export const CONTACT_CHANNELS = ['llamada', 'whatsapp', 'solo-correo'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  llamada: 'Llamada telefónica',
  whatsapp: 'WhatsApp',
  'solo-correo': 'Solo correo electrónico',
};

/** The channel inside a sentence: "te contactará por {phrase}". */
export const CONTACT_CHANNEL_PHRASES: Record<ContactChannel, string> = {
  llamada: 'llamada telefónica',
  whatsapp: 'WhatsApp',
  'solo-correo': 'correo electrónico',
};

export const CONTACT_TIMES = ['manana', 'tarde', 'cualquier-hora'] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number];

export const CONTACT_TIME_LABELS: Record<ContactTime, string> = {
  manana: 'Mañana (9:00 a 13:00)',
  tarde: 'Tarde (13:00 a 19:00)',
  'cualquier-hora': 'Cualquier hora hábil',
};

export interface ContactConsent {
  channel: ContactChannel;
  preferredTime: ContactTime;
}

/** Whether an executive may phone the visitor (a call or a WhatsApp message). */
export function mayPhone(consent: ContactConsent): boolean {
  return consent.channel !== 'solo-correo';
}
