/**
 * The retry messages of spec 03 §8: what the site says when a call still fails after its retries (spec 03 §7
 * "Retry wrapper"). Each is matched on the call's path; a call with no message of its own keeps the
 * generic limit message of spec 02 §8.
 */
const RETRY_MESSAGES: readonly { path: RegExp; message: (match: RegExpMatchArray) => string }[] = [
  {
    path: /^\/?api\/organization\/(?:seguros\/tipo|instituciones\/tipo|instituciones)\/([^/?#]+)/,
    message: (m) => `Error al obtener las organizaciones de tipo ${decodeURIComponent(m[1]!)}`,
  },
  { path: /^\/?api\/countryState(?:[/?#]|$)/, message: () => 'Error al obtener las regiones' },
  { path: /^\/?api\/country(?:[/?#]|$)/, message: () => 'Error al obtener los paises' },
  { path: /^\/?api\/workSectorType(?:[/?#]|$)/, message: () => 'Error al obtener los sectores laborales' },
  { path: /^\/?api\/globales\/uf(?:[/?#]|$)/, message: () => 'Error al obtener el valor de la UF.' },
  { path: /^\/?api\/comparator(?:[/?#]|$)/, message: () => 'Error al obtener los comparadores' },
  { path: /^\/?api\/insurance\/coverages\/[^/]+\/resume/, message: () => 'Error al obtener resumen de coberturas' },
  {
    path: /^\/?api\/insurance\/[^/]+\/calculatePrice/,
    message: () => 'Error al obtener el precio del producto para el perfil',
  },
];

/** The spec 03 §8 message for a call that failed after its retries, or null when the call has none. */
export function retryFailureMessage(url: string): string | null {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  for (const entry of RETRY_MESSAGES) {
    const match = path.match(entry.path);
    if (match) return entry.message(match);
  }
  return null;
}
