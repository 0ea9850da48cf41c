/**
 * The editions where a product can be bought online (issue 27: "an edition without an online provider only takes
 * requests (Solicitar)"). Only Chile has payment providers configured; Peru, Colombia and the international
 * edition take leads. A new edition opens here once its providers are.
 */
export const ONLINE_SALE_COUNTRIES: readonly string[] = ['CL'];

export function sellsOnlineIn(countryCode: string): boolean {
  return ONLINE_SALE_COUNTRIES.includes(countryCode);
}

/** What a visitor of another edition is told when a purchase is opened there anyway (a direct API call). */
export const NOT_SOLD_ONLINE_HERE =
  'La contratación en línea no está disponible en este sitio: solicita que un asesor te contacte.';
