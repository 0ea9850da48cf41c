import type { Edition, IdentificationKind } from '../../profile/domain/editions';
import { formatRut, isValidRut } from './rut';

/**
 * The identification number by edition (spec 02 §5 "Identification number by country"): Chile the RUT with
 * its check digit; Colombia and Peru 8 to 12 digits (DNI, CE; CC, CE); international 5 to 12 letters or
 * digits (a passport). One rule for the lead, the purchase and the profile, with the edition as input.
 */

export type IdentificationError = 'required' | 'invalidRut' | 'invalidDocument' | 'invalidPassport';

/** Spanish texts of the error keys. */
export const IDENTIFICATION_MESSAGES: Readonly<Record<IdentificationError, string>> = Object.freeze({
  required: 'Campo requerido.',
  invalidRut: 'El RUT ingresado no es válido.',
  invalidDocument: 'El número de documento debe tener entre 8 y 12 dígitos.',
  invalidPassport: 'El número de documento debe tener entre 5 y 12 letras o números.',
});

type EditionLike = Pick<Edition, 'identification'> | IdentificationKind;
const kindOf = (edition: EditionLike): IdentificationKind =>
  typeof edition === 'string' ? edition : edition.identification;

/**
 * The number as stored: a RUT formatted 12.345.678-5; digits without spaces, dots or dashes; a passport
 * upper-case without spaces or dashes. Validity is identificationError's job.
 */
export function normaliseIdentification(edition: EditionLike, value: string): string {
  const text = value.trim();
  switch (kindOf(edition)) {
    case 'rut':
      return formatRut(text);
    case 'digits':
      return text.replace(/[\s.-]/g, '');
    case 'passport':
      return text.replace(/[\s-]/g, '').toUpperCase();
  }
}

/** The error key for a number in an edition, or null when valid. Empty is 'required' unless not required. */
export function identificationError(
  edition: EditionLike,
  value: string | null | undefined,
  options: { required?: boolean } = {},
): IdentificationError | null {
  const text = (value ?? '').trim();
  if (!text) return options.required === false ? null : 'required';
  switch (kindOf(edition)) {
    case 'rut':
      return isValidRut(text) ? null : 'invalidRut';
    case 'digits':
      return /^\d{8,12}$/.test(normaliseIdentification('digits', text)) ? null : 'invalidDocument';
    case 'passport':
      return /^[A-Z0-9]{5,12}$/.test(normaliseIdentification('passport', text)) ? null : 'invalidPassport';
  }
}

export function isValidIdentification(edition: EditionLike, value: string | null | undefined): boolean {
  return identificationError(edition, value) === null;
}

/** The Spanish message for a number, or null when valid. */
export function identificationMessage(
  edition: EditionLike,
  value: string | null | undefined,
  options: { required?: boolean } = {},
): string | null {
  const error = identificationError(edition, value, options);
  return error ? IDENTIFICATION_MESSAGES[error] : null;
}
