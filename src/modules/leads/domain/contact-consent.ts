/**
 * How and when the visitor accepts to be contacted. The lead carries it and the back-office shows it,
 * so nobody is called who asked not to be (issue 5).
 */
/** The channels our own form offers (and keeps asking for). */
export const CONTACT_CHANNELS = ['llamada', 'whatsapp', 'solo-correo'] as const;

/**
 * Stored when the request said nothing about channel or time: the existing site and other clients have no
 * such fields, and a lead is never refused for that (issue 9). The executive works it as the existing site
 * always did (a call); the back-office shows it plainly.
 */
export const NO_PREFERENCE = 'sin-preferencia';
export const NO_PREFERENCE_LABEL = 'Sin preferencia indicada';

export type ContactChannel = (typeof CONTACT_CHANNELS)[number] | typeof NO_PREFERENCE;

export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  llamada: 'Llamada telefónica',
  whatsapp: 'WhatsApp',
  'solo-correo': 'Solo correo electrónico',
  [NO_PREFERENCE]: NO_PREFERENCE_LABEL,
};

/** The channel inside a sentence: "te contactará por {phrase}". */
export const CONTACT_CHANNEL_PHRASES: Record<ContactChannel, string> = {
  llamada: 'llamada telefónica',
  whatsapp: 'WhatsApp',
  'solo-correo': 'correo electrónico',
  [NO_PREFERENCE]: 'teléfono o correo electrónico',
};

export const CONTACT_TIMES = ['manana', 'tarde', 'cualquier-hora'] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number] | typeof NO_PREFERENCE;

export const CONTACT_TIME_LABELS: Record<ContactTime, string> = {
  manana: 'Mañana (9:00 a 13:00)',
  tarde: 'Tarde (13:00 a 19:00)',
  'cualquier-hora': 'Cualquier hora hábil',
  [NO_PREFERENCE]: NO_PREFERENCE_LABEL,
};

export interface ContactConsent {
  channel: ContactChannel;
  preferredTime: ContactTime;
}

/** A channel or time the request did not give (absent or blank) is stored as NO_PREFERENCE. */
export function orNoPreference(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : NO_PREFERENCE;
}

/** Whether an executive may phone the visitor (a call or a WhatsApp message). */
export function mayPhone(consent: ContactConsent): boolean {
  return consent.channel !== 'solo-correo';
}
