/**
 * Editable site content (spec 01 §2 blog, spec 02 §2.1 information pages): information pages read by
 * `GET /api/information/{name}` (Terminos-y-Condiciones, Partners-y-Alianzas, …) and blog articles under
 * `/QP-Blog/{area}/{slug}` (the Cyber Day post among them). Staff edit them in the back-office. The body is
 * plain text, paragraphs separated by a blank line: never HTML, so nothing typed there can run in a page.
 */

export const CONTENT_KINDS = ['information', 'blog'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentCta {
  label: string;
  /** A path of this site ('/Comparar/Seguros-de-Salud'). */
  path: string;
}

export interface ContentPage {
  id: number;
  kind: ContentKind;
  /** Blog area ('Seguros-de-Salud'); null for information pages. */
  area: string | null;
  /** URL segment: the information page's name or the article's slug. */
  slug: string;
  title: string;
  summary: string;
  body: string;
  cta: ContentCta | null;
  published: boolean;
  publishedAt: string | null;
  updatedAt: string;
}

export const CONTENT_LIMITS = {
  slug: { max: 100 },
  title: { min: 3, max: 150 },
  summary: { max: 300 },
  body: { min: 1, max: 20_000 },
  ctaLabel: { max: 60 },
  ctaPath: { max: 200 },
} as const;

/** 'Terminos-y-Condiciones', 'CyberDay', 'Seguros-de-Salud': letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length <= CONTENT_LIMITS.slug.max && SLUG_PATTERN.test(value);
}

/** A link target inside the site: starts with one '/', no scheme, no protocol-relative '//'. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s]*$/.test(value) && value.length <= CONTENT_LIMITS.ctaPath.max;
}

/** The body's paragraphs: split on blank lines, lines inside a paragraph joined by a space. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' '),
    )
    .filter((paragraph) => paragraph.length > 0);
}

export interface ContentDraft {
  kind: ContentKind;
  area: string | null;
  slug: string;
  title: string;
  summary: string;
  body: string;
  cta: ContentCta | null;
  published: boolean;
}

/**
 * Spanish field errors of a page about to be stored (empty when valid): a blog article needs an area, an
 * information page has none; slugs and areas are URL segments; the call to action points inside the site.
 */
export function contentDraftErrors(draft: ContentDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!CONTENT_KINDS.includes(draft.kind)) errors.kind = 'El tipo debe ser información o blog.';
  if (!isSlug(draft.slug))
    errors.slug = 'La dirección solo admite letras, números y guiones simples (ej.: Terminos-y-Condiciones).';
  if (draft.kind === 'blog' && (draft.area === null || !isSlug(draft.area)))
    errors.area = 'Un artículo del blog necesita un área (ej.: Seguros-de-Salud).';
  if (draft.kind === 'information' && draft.area !== null) errors.area = 'Una página de información no lleva área.';
  const title = draft.title.trim();
  if (title.length < CONTENT_LIMITS.title.min || title.length > CONTENT_LIMITS.title.max)
    errors.title = `El título debe tener entre ${CONTENT_LIMITS.title.min} y ${CONTENT_LIMITS.title.max} caracteres.`;
  if (draft.summary.length > CONTENT_LIMITS.summary.max)
    errors.summary = `El resumen debe tener ${CONTENT_LIMITS.summary.max} caracteres o menos.`;
  if (paragraphsOf(draft.body).length === 0) errors.body = 'El contenido es obligatorio.';
  else if (draft.body.length > CONTENT_LIMITS.body.max)
    errors.body = `El contenido debe tener ${CONTENT_LIMITS.body.max} caracteres o menos.`;
  if (draft.cta) {
    if (!draft.cta.label.trim() || draft.cta.label.length > CONTENT_LIMITS.ctaLabel.max)
      errors.ctaLabel = `El texto del botón debe tener entre 1 y ${CONTENT_LIMITS.ctaLabel.max} caracteres.`;
    if (!isSitePath(draft.cta.path))
      errors.ctaPath =
        'El enlace del botón debe ser una ruta del sitio que empiece con / (ej.: /Comparar/Seguros-de-Salud).';
  }
  return errors;
}

/** The blog areas of the site (spec 03 §2: QP-Blog for Chile) and their titles. */
export const BLOG_TITLE = 'Blog de seguros';
export const BLOG_AREAS: Readonly<Record<string, string>> = {
  'Seguros-de-Salud': 'Seguros de salud',
  'Seguros-de-Vida': 'Seguros de vida',
  Isapres: 'Isapres',
};

export function blogAreaTitle(area: string): string {
  return BLOG_AREAS[area] ?? area.replace(/-/g, ' ');
}
