/**
 * An advisor's booking link (GET /api/calendly/getUserRandom, spec 03 §7): an https address of at most 300
 * characters with a host, no credentials and no control characters. The site opens it in a new tab, so
 * anything else (javascript:, http:, a bare word) is refused when staff save it.
 */
export const BOOKING_URL_MAX = 300;

export function bookingUrlProblem(value: string): string | null {
  if (value.length > BOOKING_URL_MAX) return `El enlace de agenda debe tener ${BOOKING_URL_MAX} caracteres o menos.`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(value))
    return 'El enlace de agenda no puede tener espacios ni caracteres de control.';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'El enlace de agenda debe ser una dirección https:// completa.';
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.')) {
    return 'El enlace de agenda debe ser una dirección https:// completa.';
  }
  if (url.username || url.password) return 'El enlace de agenda no puede llevar usuario ni contraseña.';
  return null;
}

/** One advisor among those with a link, by a random index in [0, count) (the caller supplies the randomness). */
export function pickAdvisor<T>(advisors: readonly T[], randomIndex: (count: number) => number): T | null {
  if (advisors.length === 0) return null;
  const index = randomIndex(advisors.length);
  return advisors[Math.min(Math.max(Math.trunc(index), 0), advisors.length - 1)] ?? null;
}
