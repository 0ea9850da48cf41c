import { CONTACT_CHANNELS, CONTACT_TIMES, NO_PREFERENCE } from './contact-consent';
import { isValidBirthDate, isValidEmail, isValidName, phoneError } from './contact-rules';
import type { Edition } from '../../profile/domain/editions';
import { identificationError, IDENTIFICATION_MESSAGES } from './identification';

/** The request form of spec 03 §3 as the visitor fills it. */
export interface RequestFormFields {
  nombre: string;
  /** Required in product requests; optional in the contact form. */
  rutsolicitud?: string;
  rutsolicitudpareja?: string;
  email: string;
  telefono: string;
  fechanacimiento?: string;
  agree: boolean;
  contactChannel: string;
  contactTime: string;
}

export type RequestFieldError =
  | 'required'
  | 'invalidName'
  | 'invalidRut'
  | 'invalidDocument'
  | 'invalidPassport'
  | 'invalidEmail'
  | 'nominimo'
  | 'nomaximo'
  | 'invalidDate'
  | 'mustAgree'
  | 'invalidChannel'
  | 'invalidTime';

/** Spanish texts of the error keys (es-CL), shown by the form and sent by the API. */
export const REQUEST_ERROR_MESSAGES: Record<RequestFieldError, string> = {
  required: 'Campo requerido.',
  invalidName: 'Ingresa un nombre válido (solo letras, espacios y guiones).',
  invalidRut: IDENTIFICATION_MESSAGES.invalidRut,
  invalidDocument: IDENTIFICATION_MESSAGES.invalidDocument,
  invalidPassport: IDENTIFICATION_MESSAGES.invalidPassport,
  invalidEmail: 'Por favor, ingrese su dirección de correo electrónico válido.',
  nominimo: 'El teléfono debe tener al menos 11 dígitos (ej. +56 9 1234 5678).',
  nomaximo: 'El teléfono tiene demasiados dígitos.',
  invalidDate: 'Ingresa una fecha de nacimiento válida.',
  mustAgree: 'Debes aceptar los términos y condiciones.',
  invalidChannel: 'Elige cómo quieres que te contactemos.',
  invalidTime: 'Elige un horario de contacto.',
};

export type RequestFormErrors = Partial<Record<keyof RequestFormFields, RequestFieldError>>;

export interface RequestFormOptions {
  /** Product requests need the RUT; the contact form does not. */
  requireRut?: boolean;
  /** The contact form's name also allows apostrophes (spec 03 §5). */
  contactName?: boolean;
  /** Only the request form asks to accept the terms. */
  requireAgree?: boolean;
  /**
   * The server accepts NO_PREFERENCE (a request that sent no channel or time, issue 9); our own form does
   * not pass this option, so it keeps asking.
   */
  acceptNoPreference?: boolean;
  /**
   * The edition's identification rule for rutsolicitud and rutsolicitudpareja (issue 27): Chile's RUT by
   * default, 8-12 digits in Peru and Colombia, a 5-12 character passport internationally.
   */
  edition?: Pick<Edition, 'identification'>;
}

/** Every rule of spec 03 §5 for the request form; an empty object means valid. */
export function requestFormErrors(
  form: RequestFormFields,
  today: Date,
  options: RequestFormOptions = { requireRut: true, requireAgree: true },
): RequestFormErrors {
  const errors: RequestFormErrors = {};
  if (!form.nombre.trim()) errors.nombre = 'required';
  else if (!isValidName(form.nombre, { allowApostrophe: options.contactName })) errors.nombre = 'invalidName';
  const kind = options.edition?.identification ?? 'rut';
  const id = identificationError(kind, form.rutsolicitud, { required: options.requireRut === true });
  if (id) errors.rutsolicitud = id;
  const partnerId = identificationError(kind, form.rutsolicitudpareja, { required: false });
  if (partnerId) errors.rutsolicitudpareja = partnerId;
  if (!form.email.trim()) errors.email = 'required';
  else if (!isValidEmail(form.email)) errors.email = 'invalidEmail';
  const phone = form.telefono.trim() ? phoneError(form.telefono) : 'required';
  if (phone) errors.telefono = phone;
  if (form.fechanacimiento?.trim() && !isValidBirthDate(form.fechanacimiento, today))
    errors.fechanacimiento = 'invalidDate';
  if (options.requireAgree && form.agree !== true) errors.agree = 'mustAgree';
  const noPreference = (value: string) => options.acceptNoPreference === true && value === NO_PREFERENCE;
  if (!(CONTACT_CHANNELS as readonly string[]).includes(form.contactChannel) && !noPreference(form.contactChannel))
    errors.contactChannel = 'invalidChannel';
  if (!(CONTACT_TIMES as readonly string[]).includes(form.contactTime) && !noPreference(form.contactTime))
    errors.contactTime = 'invalidTime';
  return errors;
}

/** The errors as Spanish texts keyed by field, the shape the API answers in details.errors. */
export function requestFormMessages(errors: RequestFormErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, REQUEST_ERROR_MESSAGES[key as RequestFieldError]]),
  );
}
