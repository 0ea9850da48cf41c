import { isValidEmail } from '../../leads/domain/contact-rules.js';

/**
 * The chat's rules (spec 03 §2, §4 Chat, §5): the default topic by the current path, the language by the
 * first path segment, and the pre-engagement form's validation. Pure: the site runs them before opening the
 * provider's web chat.
 */

/**
 * The pre-engagement form's topics, by index. The spec gives only the indexes (spec 03 §2's path table); the
 * names are this site's choice (README, "not shown").
 */
export const CHAT_TOPICS = [
  'Seguros de salud',
  'Seguros de vida y viaje',
  'Seguros para empresas',
  'Isapres y planes de salud',
  'Otras consultas',
] as const;

/** spec 03 §2: path prefix → topic index, in the spec's order (the longer /Comparar/EPS/Empresa before /Comparar/EPS). */
export const CHAT_TOPIC_BY_PATH: ReadonlyArray<readonly [string, number]> = [
  ['/Comparar/Seguros-de-Salud', 0],
  ['/contacto', 4],
  ['/Comparar/Seguros-de-Vida', 1],
  ['/Comparar/Seguro-Complementario-Empresa', 2],
  ['/Comparar/Planes-Clinicos', 0],
  ['/Comparar/EPS/Empresa', 1],
  ['/Comparar/SCTR', 2],
  ['/Comparar/EPS', 1],
  ['/Comparar/Empresas', 2],
  ['/EPS', 3],
  ['/Seguros-de-Viaje', 1],
  ['/Seguros-de-Vida', 2],
  ['/Seguros-de-Empresa', 3],
];

export const CHAT_LANGUAGES = ['ES', 'EN', 'PT'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** A language prefix (es, en, pt) is dropped before the table is read: /en/contacto is /contacto. */
function withoutLanguage(path: string): string {
  return path.replace(/^\/(es|en|pt)(?=\/|$)/i, '') || '/';
}

/**
 * The default topic's index for a path (the path itself or below it, any capitalisation), or null when the
 * table names none: the visitor then picks one.
 */
export function chatTopicForPath(path: string): number | null {
  const bare = withoutLanguage(path.split(/[?#]/)[0] ?? '/').toLowerCase();
  for (const [prefix, topic] of CHAT_TOPIC_BY_PATH) {
    const lower = prefix.toLowerCase();
    if (bare === lower || bare.startsWith(`${lower}/`)) return topic;
  }
  return null;
}

/** The chat's language: the first path segment es, en or pt, upper-cased; ES otherwise. */
export function chatLanguageForPath(path: string): ChatLanguage {
  const first = /^\/([^/?#]+)/.exec(path)?.[1]?.toUpperCase();
  return (CHAT_LANGUAGES as readonly string[]).includes(first ?? '') ? (first as ChatLanguage) : 'ES';
}

export interface PreEngagementForm {
  name: string;
  email: string;
  phone: string;
  /** An index of CHAT_TOPICS, or null when none is chosen. */
  topic: number | null;
  /** The visitor's question: optional, sent as the chat's first message. */
  question: string;
}

export type PreEngagementErrors = Partial<Record<keyof PreEngagementForm, string>>;

export const CHAT_REQUIRED = 'campo requerido';
export const CHAT_INVALID_EMAIL = 'Por favor, ingrese su dirección de correo electrónico válido';
export const CHAT_INVALID_PHONE = 'Por favor, ingrese un número de teléfono válido';
export const CHAT_QUESTION_MAX = 500;

/**
 * spec 03 §5: name, e-mail, phone (a number) and topic are required; the e-mail must be valid. The phone is
 * digits with an optional leading + and spaces (8 to 15 digits: a Chilean mobile is 9, with 56 it is 11).
 */
export function preEngagementErrors(form: PreEngagementForm): PreEngagementErrors {
  const errors: PreEngagementErrors = {};
  if (form.name.trim() === '') errors.name = CHAT_REQUIRED;
  if (form.email.trim() === '') errors.email = CHAT_REQUIRED;
  else if (!isValidEmail(form.email)) errors.email = CHAT_INVALID_EMAIL;
  const phone = form.phone.replace(/\s/g, '');
  if (phone === '') errors.phone = CHAT_REQUIRED;
  else if (!/^\+?\d{8,15}$/.test(phone)) errors.phone = CHAT_INVALID_PHONE;
  if (form.topic === null || !Number.isInteger(form.topic) || !CHAT_TOPICS[form.topic]) errors.topic = CHAT_REQUIRED;
  if (form.question.length > CHAT_QUESTION_MAX) errors.question = `Máximo ${CHAT_QUESTION_MAX} caracteres`;
  return errors;
}
