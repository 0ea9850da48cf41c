import { normaliseHexColor } from './hex-color.js';

/**
 * A partner's sub-domain configuration (spec 02 §3 "Sub-domain configuration"), stored as one validated
 * JSON document per partner. Field names are the spec's, so the existing site's code reads them as is.
 * Additions of this project: subdomainBanner.text (the banner's words), clinicsEnabled and pseudoLogin
 * (spec 02 §6, spec 03 §6), embedOrigins is `allowedUrls` (the authorized embedding list of spec 02 §5).
 */
export interface PartnerConfig {
  /** Origins allowed to embed the comparator in a frame (spec 02 §5); also the CSP frame-ancestors. */
  allowedUrls: string[];
  /** Organization codes the partner shows; empty means every organization. */
  allowedOrganizations: string[];
  footerEnabledRoutes: string[];
  subdomainBanner: { color: string | null; endGradient: string | null; text: string | null };
  subdomainLayout: { enableHeader: boolean; footerEnabled: boolean; chatEnabled: boolean };
  /** Reachable paths (prefixes; empty means all) and where the root and every other path go. */
  redirects: { allowedPaths: string[]; defaultPath: string };
  /** A partner's site is a showcase (no promo card, showcase-only types) unless this (site-options.ts). */
  disableShowcase: boolean;
  SEOMetadata: {
    title: string | null;
    description: string | null;
    imageRRSS: string | null;
    imageFa: string | null;
    imageTw: string | null;
    addedTags: string[];
    twitterSite: string | null;
    email: string | null;
    author: string | null;
    disablePrerenderRedirect: boolean;
  };
  showcaseFavicon: string | null;
  subdomainProfile: { backgroundColor: string | null; textColor: string | null };
  formContractButtonColor: string | null;
  cardContractButtonColor: string | null;
  cardContractButtonHoverColor: string | null;
  /** Product type of the profile form the header opens for the partner's visitors (e.g. SEGURO_MASCOTAS). */
  subdomainModalRef: string | null;
  /**
   * Card presentation: hideCompare, hideDetail, hideShare (booleans) and contractLabel (text, 40 characters);
   * see CARD_CONFIG_KEYS in site-options.ts. Other keys are stored and ignored.
   */
  subdomainCardConfig: Record<string, string | number | boolean>;
  /** Stored only: the site has no newsletter or subscription step to skip (site-options.ts says why). */
  bypassQPSubscription: boolean;
  clinicsEnabled: boolean;
  pseudoLogin: boolean;
  /** Hosted header and footer (sanitised HTML) and whether to use them instead of the site's own. */
  headerHTML: string | null;
  footerHTML: string | null;
  useHeader: boolean;
  useFooter: boolean;
}

/** spec 02 §4: a partner's root goes to the health comparison unless configured otherwise. */
export const DEFAULT_PARTNER_PATH = '/Comparar/Seguros-de-Salud';

export const DEFAULT_PARTNER_CONFIG: PartnerConfig = {
  allowedUrls: [],
  allowedOrganizations: [],
  footerEnabledRoutes: [],
  subdomainBanner: { color: null, endGradient: null, text: null },
  // spec 02 §2.6: the header is hidden inside an embedded frame unless the layout enables it.
  subdomainLayout: { enableHeader: false, footerEnabled: true, chatEnabled: false },
  redirects: { allowedPaths: [], defaultPath: DEFAULT_PARTNER_PATH },
  disableShowcase: false,
  SEOMetadata: {
    title: null,
    description: null,
    imageRRSS: null,
    imageFa: null,
    imageTw: null,
    addedTags: [],
    twitterSite: null,
    email: null,
    author: null,
    disablePrerenderRedirect: false,
  },
  showcaseFavicon: null,
  subdomainProfile: { backgroundColor: null, textColor: null },
  formContractButtonColor: null,
  cardContractButtonColor: null,
  cardContractButtonHoverColor: null,
  subdomainModalRef: null,
  subdomainCardConfig: {},
  bypassQPSubscription: false,
  clinicsEnabled: true,
  pseudoLogin: false,
  headerHTML: null,
  footerHTML: null,
  useHeader: false,
  useFooter: false,
};

export type PartnerConfigResult = { ok: true; value: PartnerConfig } | { ok: false; errors: Record<string, string> };

const MAX_TEXT = 500;
const MAX_HTML = 50_000;
const MAX_LIST = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PATH = /^\/[^\s?#]*$/;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Validates and normalises a configuration sent by the back-office (liberal in what it accepts: missing
 * fields take their defaults, colours lose case, URLs become origins; strict in what it stores: every
 * field typed, colours by the spec 02 §5 rule, URLs http(s), paths absolute, HTML through `sanitizeHtml`).
 * Errors are keyed by the field's dotted path, in Spanish except the spec's own colour message.
 */
export function validatePartnerConfig(input: unknown, sanitizeHtml: (html: string) => string): PartnerConfigResult {
  const errors: Record<string, string> = {};
  const root: Json = isObject(input) ? input : {};
  if (input !== undefined && input !== null && !isObject(input)) errors[''] = 'La configuración debe ser un objeto.';

  const at = (path: string): unknown => {
    let value: unknown = root;
    for (const key of path.split('.')) value = isObject(value) ? value[key] : undefined;
    return value;
  };
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

  const text = (path: string, fallback: string | null, max = MAX_TEXT): string | null => {
    const v = at(path);
    if (blank(v)) return fallback;
    if (typeof v !== 'string') return ((errors[path] = 'Debe ser un texto.'), fallback);
    if (v.trim().length > max) return ((errors[path] = `Máximo ${max} caracteres.`), fallback);
    return v.trim();
  };
  const bool = (path: string, fallback: boolean): boolean => {
    const v = at(path);
    if (v === undefined || v === null) return fallback;
    if (typeof v === 'boolean') return v;
    if (v === 'true' || v === 1) return true;
    if (v === 'false' || v === 0) return false;
    errors[path] = 'Debe ser verdadero o falso.';
    return fallback;
  };
  const list = (path: string, item: (s: string, where: string) => string | null): string[] => {
    const v = at(path);
    if (blank(v)) return [];
    const raw = typeof v === 'string' ? v.split(/[\n,]/) : v;
    if (!Array.isArray(raw)) return ((errors[path] = 'Debe ser una lista.'), []);
    if (raw.length > MAX_LIST) return ((errors[path] = `Máximo ${MAX_LIST} elementos.`), []);
    const out: string[] = [];
    raw.forEach((entry, i) => {
      if (typeof entry !== 'string' && typeof entry !== 'number') {
        errors[`${path}.${i}`] = 'Debe ser un texto.';
        return;
      }
      const s = String(entry).trim();
      if (s === '') return;
      const value = item(s, `${path}.${i}`);
      if (value !== null && !out.includes(value)) out.push(value);
    });
    return out;
  };
  const color = (path: string): string | null => {
    const v = at(path);
    if (blank(v)) return null;
    const result = normaliseHexColor(String(v));
    if (!result.ok) return ((errors[path] = result.error), null);
    return result.value;
  };
  const httpUrl = (s: string): URL | null => {
    try {
      const url = new URL(s);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
    } catch {
      return null;
    }
  };
  const image = (path: string): string | null => {
    const v = text(path, null, 2000);
    if (v === null || PATH.test(v) || httpUrl(v)) return v;
    errors[path] = 'Debe ser una URL http(s) o una ruta que empiece con /.';
    return null;
  };
  const html = (path: string): string | null => {
    const v = text(path, null, MAX_HTML);
    return v === null ? null : sanitizeHtml(v);
  };
  const sitePath = (s: string, where: string): string | null => {
    if (PATH.test(s)) return s.length > 1 ? s.replace(/\/+$/, '') : s;
    errors[where] = 'Debe ser una ruta que empiece con /.';
    return null;
  };

  const defaultPath = text('redirects.defaultPath', DEFAULT_PARTNER_PATH) ?? DEFAULT_PARTNER_PATH;
  if (!PATH.test(defaultPath) || defaultPath === '/') {
    errors['redirects.defaultPath'] = 'Debe ser una ruta que empiece con / (distinta de la raíz).';
  }
  const email = text('SEOMetadata.email', null);
  if (email !== null && !EMAIL.test(email)) errors['SEOMetadata.email'] = 'Correo electrónico inválido.';

  const cardConfig: Record<string, string | number | boolean> = {};
  const rawCard = at('subdomainCardConfig');
  if (isObject(rawCard)) {
    for (const [key, value] of Object.entries(rawCard)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') cardConfig[key] = value;
      else errors[`subdomainCardConfig.${key}`] = 'Debe ser un texto, número o verdadero/falso.';
    }
  } else if (!blank(rawCard)) errors.subdomainCardConfig = 'Debe ser un objeto.';

  const value: PartnerConfig = {
    allowedUrls: list('allowedUrls', (s, where) => {
      const url = httpUrl(s);
      if (!url) return ((errors[where] = 'Debe ser una URL http(s).'), null);
      return url.origin;
    }),
    allowedOrganizations: list('allowedOrganizations', (s, where) => {
      if (/^[A-Za-z0-9._-]{1,60}$/.test(s)) return s.toUpperCase();
      return ((errors[where] = 'Código de organización inválido.'), null);
    }),
    footerEnabledRoutes: list('footerEnabledRoutes', sitePath),
    subdomainBanner: {
      color: color('subdomainBanner.color'),
      endGradient: color('subdomainBanner.endGradient'),
      text: text('subdomainBanner.text', null),
    },
    subdomainLayout: {
      enableHeader: bool('subdomainLayout.enableHeader', false),
      footerEnabled: bool('subdomainLayout.footerEnabled', true),
      chatEnabled: bool('subdomainLayout.chatEnabled', false),
    },
    redirects: { allowedPaths: list('redirects.allowedPaths', sitePath), defaultPath },
    disableShowcase: bool('disableShowcase', false),
    SEOMetadata: {
      title: text('SEOMetadata.title', null, 120),
      description: text('SEOMetadata.description', null, 300),
      imageRRSS: image('SEOMetadata.imageRRSS'),
      imageFa: image('SEOMetadata.imageFa'),
      imageTw: image('SEOMetadata.imageTw'),
      addedTags: list('SEOMetadata.addedTags', (s) => s.slice(0, 60)),
      twitterSite: text('SEOMetadata.twitterSite', null, 60),
      email,
      author: text('SEOMetadata.author', null, 120),
      disablePrerenderRedirect: bool('SEOMetadata.disablePrerenderRedirect', false),
    },
    showcaseFavicon: image('showcaseFavicon'),
    subdomainProfile: {
      backgroundColor: color('subdomainProfile.backgroundColor'),
      textColor: color('subdomainProfile.textColor'),
    },
    formContractButtonColor: color('formContractButtonColor'),
    cardContractButtonColor: color('cardContractButtonColor'),
    cardContractButtonHoverColor: color('cardContractButtonHoverColor'),
    subdomainModalRef: text('subdomainModalRef', null, 120),
    subdomainCardConfig: cardConfig,
    bypassQPSubscription: bool('bypassQPSubscription', false),
    clinicsEnabled: bool('clinicsEnabled', true),
    pseudoLogin: bool('pseudoLogin', false),
    headerHTML: html('headerHTML'),
    footerHTML: html('footerHTML'),
    useHeader: bool('useHeader', false),
    useFooter: bool('useFooter', false),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
