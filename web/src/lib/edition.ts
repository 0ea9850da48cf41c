import { CHILE, siteBaseOf, type SiteBase } from '@domain/content/domain/site-editions';
import type { CurrencyCode } from '@domain/pricing/domain/money';
import type { Country } from '@domain/profile/domain/form-definition';

/**
 * The edition the page belongs to (spec 03 §1 site bases; issue 27). The server resolves it from the host
 * and writes it on the page (`<html data-site-base>`, src/platform/http/app.ts); the site reads it there,
 * never from a copy of itself. The server's own render sets it for the render (entry-server.tsx), like
 * server-markup.ts: that render is synchronous.
 */
let current: SiteBase | null = null;

/** The page's edition: the server render's, else the one the server wrote on the page, else Chile. */
export function currentSiteBase(): SiteBase {
  if (current !== null) return current;
  if (typeof document === 'undefined') return CHILE;
  return siteBaseOf(document.documentElement.dataset.siteBase);
}

/** Starts (a site base) or ends (null) a server render for an edition. */
export function setRenderedSiteBase(siteBase: SiteBase | null): void {
  current = siteBase;
}

const COUNTRY_OF: Record<SiteBase, Country> = { 1: 'chile', 2: 'peru', 3: 'colombia', 4: 'internacional' };

/** The edition's country name, as the API's country header, forms and stored profiles name it. */
export function currentCountry(): Country {
  return COUNTRY_OF[currentSiteBase()];
}

const CURRENCY_OF: Record<SiteBase, CurrencyCode> = { 1: 'CLP', 2: 'PEN', 3: 'COP', 4: 'USD' };

/** The currency the edition's prices are shown in (spec 02 §9: CLP, PEN, COP, USD). */
export function currentCurrency(): CurrencyCode {
  return CURRENCY_OF[currentSiteBase()];
}
