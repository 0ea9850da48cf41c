import { escapeHtml } from '../../../kernel/html-escape.js';

/**
 * Saved searches and price alerts (issue 29): the pure rules. A product "covers at least as much" as another,
 * which alert a saved search or a saved product earns, the three best alternatives, the weekly limit, the
 * renewal window, the consent text and the alert e-mail. Browser-safe: the site shows the same consent text.
 */

/** The consent the visitor ticks; its version is stored with the time it was given. */
export const CONSENT_VERSION = 'alertas-precio-2026-11';
export const CONSENT_TEXT =
  'Acepto recibir por correo electrónico avisos de precio sobre esta búsqueda (como máximo uno por semana). ' +
  'Puedo darme de baja en cualquier momento desde el enlace de cada correo.';

/** At most one alert e-mail a week per person. */
export const ALERT_INTERVAL_MS = 7 * 24 * 3600 * 1000;
/** How many alternatives an alert shows. */
export const ALTERNATIVES_SHOWN = 3;
/** The renewal alternatives go out this many days before the policy's end date. */
export const RENEWAL_NOTICE_DAYS = 30;
/** How many of the cheapest products a saved search remembers as references. */
export const REFERENCE_COUNT = 10;
/**
 * How many of the cheapest results a run looks at: a newcomer must be cheaper than one of the REFERENCE_COUNT
 * references, and the alternatives are the cheapest that cover as much, so the tail of the list never matters.
 */
export const RESULTS_CHECKED = 30;
/** How many product ids a saved search remembers as already seen. */
export const KNOWN_IDS_LIMIT = 500;

/** A cap or a deductible as the card summarises it: amount 0 is 'Sin tope' for a cap; null is unknown. */
export interface AlertAmount {
  amount: number | null;
  unit: string;
}

/** What the alert rules need of a product priced for one profile (filled by the catalogue's facade). */
export interface AlertProduct {
  productId: number;
  productCode: string;
  displayName: string;
  organizationName: string;
  /** Site path of the product's page. */
  url: string;
  insuranceTypeId: number;
  /** Monthly price in CLP; exact: priced for the profile (not a reference 'Desde'). */
  priceClp: number | null;
  exact: boolean;
  priceText: string;
  /** The highest cap (topAmount.max); null when the card has none. */
  top: AlertAmount | null;
  /** The lowest deductible (deductible.min); null when the card has none. */
  deductible: AlertAmount | null;
  /** Codes of the features the product has. */
  features: string[];
  /** Codes of the benefits its coverage tags include. */
  benefits: string[];
  /** ISO codes of the countries it covers in. */
  countries: string[];
}

/** The exact monthly price in CLP, or null when the product has no exact price for the profile. */
export function exactPriceClp(product: AlertProduct): number | null {
  return product.exact && product.priceClp !== null && Number.isFinite(product.priceClp) ? product.priceClp : null;
}

/**
 * A cap covers at least as much as another: 'Sin tope' (0) beats any cap; a cap never beats 'Sin tope'; caps in
 * different units cannot be compared (false). An unknown amount ('Consultar') matches only another unknown one
 * (the cards show the same), and no cap shown matches only no cap shown.
 */
export function capCoversAtLeast(candidate: AlertAmount | null, base: AlertAmount | null): boolean {
  if (candidate !== null && candidate.amount === 0) return true;
  if (base === null) return candidate === null;
  if (base.amount === null) return candidate !== null && candidate.amount === null;
  if (base.amount === 0) return false;
  if (candidate === null || candidate.amount === null || candidate.unit !== base.unit) return false;
  return candidate.amount >= base.amount;
}

/**
 * A deductible is at least as good as another when it is not higher: no deductible (none on the card) is
 * as good as 0; an unknown amount matches only another unknown one; another unit cannot be compared (false).
 */
export function deductibleAtMost(candidate: AlertAmount | null, base: AlertAmount | null): boolean {
  const value = (d: AlertAmount | null) => (d === null ? 0 : d.amount);
  const c = value(candidate);
  const b = value(base);
  if (c === null || b === null) return c === null && b === null;
  if (c === 0) return true;
  if (b === 0) return false;
  if (candidate!.unit !== base!.unit) return false;
  return c <= b;
}

const includesAll = (container: readonly string[], items: readonly string[]) => {
  const set = new Set(container);
  return items.every((item) => set.has(item));
};

/**
 * "Covers at least as much": the same insurance type, every benefit, feature and coverage country of the base,
 * a cap at least as high and a deductible at most as high. A product covers at least as much as itself.
 */
export function coversAtLeastAsMuch(candidate: AlertProduct, base: AlertProduct): boolean {
  return (
    candidate.insuranceTypeId === base.insuranceTypeId &&
    includesAll(candidate.benefits, base.benefits) &&
    includesAll(candidate.features, base.features) &&
    includesAll(candidate.countries, base.countries) &&
    capCoversAtLeast(candidate.top, base.top) &&
    deductibleAtMost(candidate.deductible, base.deductible)
  );
}

/** Another product that covers at least as much for strictly less, both priced exactly for the profile. */
export function isCheaperEquivalent(candidate: AlertProduct, base: AlertProduct): boolean {
  const c = exactPriceClp(candidate);
  const b = exactPriceClp(base);
  return (
    candidate.productId !== base.productId && c !== null && b !== null && c < b && coversAtLeastAsMuch(candidate, base)
  );
}

const byPrice = (a: AlertProduct, b: AlertProduct) =>
  exactPriceClp(a)! - exactPriceClp(b)! || a.productId - b.productId;

/**
 * The best alternatives to a product: other products priced exactly that cover at least as much, cheapest
 * first (ties by id). Without a reference (a renewal whose product left the catalogue): the cheapest priced.
 */
export function bestAlternatives(
  reference: AlertProduct | null,
  candidates: readonly AlertProduct[],
  count = ALTERNATIVES_SHOWN,
): AlertProduct[] {
  const seen = new Set<number>();
  return candidates
    .filter((c) => {
      if (seen.has(c.productId) || exactPriceClp(c) === null) return false;
      seen.add(c.productId);
      return reference === null || (c.productId !== reference.productId && coversAtLeastAsMuch(c, reference));
    })
    .sort(byPrice)
    .slice(0, count);
}

/** What a saved search remembers between runs. */
export interface SearchBaseline {
  /** Product ids already seen in its results: only a product not among them "appears". */
  knownIds: number[];
  /** The cheapest products when saved (or at the last alert), the yardsticks a newcomer must beat. */
  references: AlertProduct[];
}

/** What a saved product remembers: its exact price at the last look (null when it had none). */
export interface ProductBaseline {
  priceClp: number | null;
}

export type AlertReason = 'cheaper-equivalent' | 'price-change' | 'renewal';

export interface AlertDecision {
  reason: AlertReason;
  /** The product the alert is about (the newcomer, the saved product). */
  product: AlertProduct;
  /** The product it beats (cheaper-equivalent) or the previous price (price-change). */
  beaten: AlertProduct | null;
  previousPriceClp: number | null;
  alternatives: AlertProduct[];
  /** Stable: the same finding never makes two alerts. */
  dedupeKey: string;
}

/** A search's first baseline: every result id seen, the cheapest exact-priced ones as references. */
export function searchBaselineOf(results: readonly AlertProduct[]): SearchBaseline {
  return {
    knownIds: [...new Set(results.map((r) => r.productId))].slice(0, KNOWN_IDS_LIMIT),
    references: bestAlternatives(null, results, REFERENCE_COUNT),
  };
}

/**
 * A saved search's run: an alert when a product not seen before covers at least as much as a reference for
 * less (against the reference's current price when it is still listed). The cheapest such newcomer wins. The
 * next baseline always knows the current results; its references move to the current cheapest on an alert.
 */
export function decideSearchAlert(
  searchId: number,
  baseline: SearchBaseline,
  results: readonly AlertProduct[],
): { alert: AlertDecision | null; next: SearchBaseline } {
  const known = new Set(baseline.knownIds);
  const current = new Map(results.map((r) => [r.productId, r]));
  const references = baseline.references.map((r) => current.get(r.productId) ?? r);
  let best: { product: AlertProduct; beaten: AlertProduct } | null = null;
  for (const product of results) {
    if (known.has(product.productId) || exactPriceClp(product) === null) continue;
    for (const reference of references) {
      if (!isCheaperEquivalent(product, reference)) continue;
      if (!best || byPrice(product, best.product) < 0) best = { product, beaten: reference };
      break;
    }
  }
  const knownIds = [...new Set([...results.map((r) => r.productId), ...baseline.knownIds])].slice(0, KNOWN_IDS_LIMIT);
  // A search saved when nothing had an exact price takes its first references from a later run.
  const kept = baseline.references.length > 0 ? baseline.references : bestAlternatives(null, results, REFERENCE_COUNT);
  if (!best) return { alert: null, next: { knownIds, references: kept } };
  return {
    alert: {
      reason: 'cheaper-equivalent',
      product: best.product,
      beaten: best.beaten,
      previousPriceClp: exactPriceClp(best.beaten),
      alternatives: bestAlternatives(best.beaten, results),
      dedupeKey: `search:${searchId}:product:${best.product.productId}:${exactPriceClp(best.product)}`,
    },
    next: { knownIds, references: bestAlternatives(null, results, REFERENCE_COUNT) },
  };
}

/**
 * A saved product's run: an alert when its exact price differs from the one remembered (the first exact price
 * is only remembered). Its alternatives are those covering at least as much among the results.
 */
export function decideProductAlert(
  searchId: number,
  baseline: ProductBaseline,
  saved: AlertProduct | null,
  results: readonly AlertProduct[],
): { alert: AlertDecision | null; next: ProductBaseline } {
  const price = saved ? exactPriceClp(saved) : null;
  if (!saved || price === null) return { alert: null, next: baseline };
  if (baseline.priceClp === null || baseline.priceClp === price) return { alert: null, next: { priceClp: price } };
  return {
    alert: {
      reason: 'price-change',
      product: saved,
      beaten: null,
      previousPriceClp: baseline.priceClp,
      alternatives: bestAlternatives(saved, results),
      dedupeKey: `product:${searchId}:from:${baseline.priceClp}:to:${price}`,
    },
    next: { priceClp: price },
  };
}

/** Whether a person may be e-mailed now: consent not withdrawn and nothing sent in the last week. */
export function mayEmail(subscriber: { consentWithdrawnAt: Date | null; lastSentAt: Date | null }, now: Date): boolean {
  if (subscriber.consentWithdrawnAt !== null) return false;
  return subscriber.lastSentAt === null || now.getTime() - subscriber.lastSentAt.getTime() >= ALERT_INTERVAL_MS;
}

const DAY_MS = 24 * 3600 * 1000;

/** Days from one calendar day (YYYY-MM-DD) to another; NaN when either is not a date. */
export function daysBetween(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return Math.round((b - a) / DAY_MS);
}

/** A policy bought here is in its renewal notice window: it ends within the next 30 days (not today or before). */
export function inRenewalWindow(endDate: string | null, today: string): boolean {
  if (!endDate) return false;
  const days = daysBetween(today, endDate);
  return days > 0 && days <= RENEWAL_NOTICE_DAYS;
}

/** CLP as the site shows it: '$23.490' (no decimals, dots between thousands). */
export const clp = (amount: number) => `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

export interface AlertEmailInput {
  reason: AlertReason;
  productName: string;
  previousPriceClp: number | null;
  priceClp: number | null;
  alternatives: readonly AlertProduct[];
  /** Absolute base of the site, without a trailing slash. */
  siteUrl: string;
  unsubscribeUrl: string;
}

/** The alert e-mail: subject, text and HTML (every value escaped), with the three alternatives and the link out. */
export function alertEmail(input: AlertEmailInput): { subject: string; text: string; html: string } {
  const intro =
    input.reason === 'cheaper-equivalent'
      ? `Apareció ${input.productName}, que cubre al menos lo mismo que tu búsqueda guardada por ${clp(input.priceClp ?? 0)} al mes` +
        (input.previousPriceClp !== null ? ` (antes lo mejor costaba ${clp(input.previousPriceClp)}).` : '.')
      : input.reason === 'price-change'
        ? `El precio de ${input.productName} para tu perfil cambió de ${clp(input.previousPriceClp ?? 0)} a ${clp(input.priceClp ?? 0)} al mes.`
        : `Tu seguro ${input.productName} se renueva dentro de ${RENEWAL_NOTICE_DAYS} días. Estas son las mejores alternativas para tu perfil.`;
  const subject =
    input.reason === 'cheaper-equivalent'
      ? 'Alerta de precio: hay un seguro que cubre lo mismo por menos'
      : input.reason === 'price-change'
        ? `Alerta de precio: cambió el precio de ${input.productName}`
        : `Tu seguro ${input.productName} se renueva pronto: compara alternativas`;
  const lines = input.alternatives.map(
    (a, i) =>
      `${i + 1}. ${a.displayName} (${a.organizationName}): ${clp(exactPriceClp(a) ?? 0)} al mes — ${input.siteUrl}${a.url}`,
  );
  const footer = `¿No quieres recibir más alertas? Date de baja: ${input.unsubscribeUrl}`;
  const text = [
    intro,
    '',
    lines.length > 0
      ? 'Las mejores alternativas para tu perfil:'
      : 'Por ahora no hay alternativas que cubran lo mismo.',
    ...lines,
    '',
    footer,
  ].join('\n');
  const items = input.alternatives
    .map(
      (a) =>
        `<li><a href="${escapeHtml(input.siteUrl + a.url)}">${escapeHtml(a.displayName)}</a> (${escapeHtml(a.organizationName)}): <strong>${escapeHtml(clp(exactPriceClp(a) ?? 0))}</strong> al mes</li>`,
    )
    .join('');
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    (items ? `<p>Las mejores alternativas para tu perfil:</p><ol>${items}</ol>` : '') +
    `<p style="font-size:12px">¿No quieres recibir más alertas? <a href="${escapeHtml(input.unsubscribeUrl)}">Darme de baja</a></p>`;
  return { subject: subject.slice(0, 200), text, html };
}
