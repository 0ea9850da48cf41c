import type { PartnerConfig } from './partner-config.js';

/**
 * What a partner's configuration changes in the site's pages (spec 02 §1, §3), read by the site and the
 * compare API from the stored configuration:
 * - showcase: a partner's site is a white-label showcase (spec 02 §1) unless `disableShowcase`; a showcase
 *   list has no promo card (spec 01 §4) and offers the showcase-only insurance types (Estética, Coberturas).
 * - card: the presentation choices of `subdomainCardConfig` (keys in CARD_CONFIG_KEYS; others ignored).
 * - profileProductType: `subdomainModalRef`, the product type whose profile form the header's profile
 *   button opens for the partner's visitors (e.g. 'SEGURO_MASCOTAS' for a veterinary clinic).
 * `bypassQPSubscription` changes nothing here: the site has no newsletter or subscription step to skip
 * (the existing site's "QP subscription" is the content service's organisation subscriptions, spec 03 §9),
 * and the request form's only checkbox is the visitor's acceptance of terms and contact, which a partner
 * setting must not tick on the visitor's behalf.
 */
export interface SiteOptions {
  showcase: boolean;
  card: CardOptions;
  profileProductType: string | null;
}

export interface CardOptions {
  /** Hide the card's "Comparar" checkbox (and so the compare bar stays empty). */
  hideCompare: boolean;
  /** Hide the card's "Ver detalle" button. */
  hideDetail: boolean;
  /** Hide the results page's share-link button. */
  hideShare: boolean;
  /** The contract button's words instead of the sales channel's ("Contratar", "Solicitar"…). */
  contractLabel: string | null;
}

/** The supported `subdomainCardConfig` keys, with what they do (shown as help in the back-office). */
export const CARD_CONFIG_KEYS: Readonly<Record<keyof CardOptions, string>> = {
  hideCompare: 'true oculta la casilla «Comparar» de cada tarjeta',
  hideDetail: 'true oculta el botón «Ver detalle» de cada tarjeta',
  hideShare: 'true oculta el botón para compartir el enlace de los resultados',
  contractLabel: 'texto del botón de contratar de cada tarjeta (máx. 40 caracteres)',
};

export const MAIN_SITE_OPTIONS: SiteOptions = {
  showcase: false,
  card: { hideCompare: false, hideDetail: false, hideShare: false, contractLabel: null },
  profileProductType: null,
};

const MAX_LABEL = 40;
const isOn = (value: unknown) => value === true || value === 1 || value === 'true' || value === '1';

/** The options of a site: the main site's without a partner, else the partner configuration's. */
export function siteOptionsOf(config: PartnerConfig | null | undefined): SiteOptions {
  if (!config) return MAIN_SITE_OPTIONS;
  const card = config.subdomainCardConfig ?? {};
  const label = typeof card.contractLabel === 'string' ? card.contractLabel.trim().slice(0, MAX_LABEL) : '';
  return {
    showcase: !config.disableShowcase,
    card: {
      hideCompare: isOn(card.hideCompare),
      hideDetail: isOn(card.hideDetail),
      hideShare: isOn(card.hideShare),
      contractLabel: label === '' ? null : label,
    },
    profileProductType: config.subdomainModalRef?.trim() || null,
  };
}
