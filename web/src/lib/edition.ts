import { CHILE as CHILE_BASE, siteBaseOf, type SiteBase } from '@domain/content/domain/site-editions';
import type { CurrencyCode } from '@domain/pricing/domain/money';
import { CHILE, editionById, type Edition } from '@domain/profile/domain/editions';
import type { Country } from '@domain/profile/domain/form-definition';

/**
 * The edition the page belongs to (spec 03 §1 site bases; issue 27). The server resolves it from the host
 * and writes it on the page (`<html data-site-base>`, src/platform/http/app.ts); the site reads it there,
 * never from a copy of itself. The server's own render sets it for the render (entry-server.tsx), like
 * server-markup.ts: that render is synchronous.
 */
let current: SiteBase | null = null;

/** The page's site base: the server render's, else the one the server wrote on the page, else Chile. */
export function currentSiteBase(): SiteBase {
  if (current !== null) return current;
  if (typeof document === 'undefined') return CHILE_BASE;
  return siteBaseOf(document.documentElement.dataset.siteBase);
}

/** Starts (a site base) or ends (null) a server render for an edition. */
export function setRenderedSiteBase(siteBase: SiteBase | null): void {
  current = siteBase;
}

/** The page's edition (the profile module's table: country, currency, labels, blog). */
export function currentEdition(): Edition {
  return editionById(currentSiteBase()) ?? CHILE;
}

/** The edition's country name, as the API's country header, forms and stored profiles name it. */
export function currentCountry(): Country {
  return currentEdition().country;
}

/** The currency the edition's prices are shown in (spec 02 §9: CLP, PEN, COP, USD). */
export function currentCurrency(): CurrencyCode {
  return currentEdition().currency;
}

/**
 * The deductible's label on cards: Chile's cards keep 'Deducible'; the other editions say 'Copago', or
 * 'Cuota Moderadora' in Colombia (spec 02 §9).
 */
export function deductibleLabel(chileLabel: string): string {
  const edition = currentEdition();
  return edition.id === CHILE.id ? chileLabel : edition.deductibleLabel;
}
