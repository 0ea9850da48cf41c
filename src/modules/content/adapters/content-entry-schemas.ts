import { z } from 'zod';
import { isStorableText } from '../../../platform/http/storable-text.js';
import { SLUG_PATTERN, isSitePath } from '../domain/content-page.js';
import { DEFAULT_APPLICATION, LANDING_LOCALES, type EntryResource } from '../domain/content-entries.js';

/**
 * What each content-service resource stores (spec 03 §3 "Content-service entries", §7): every field typed
 * and bounded, texts plain (never HTML), links inside the site or https. The back-office sends a whole row;
 * a PUT merges over the stored one, so these schemas also check the merged row before it is written.
 */

// react-admin sends '' or null for an emptied input.
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const text = (label: string, max: number, min = 0) =>
  z
    .string({ error: `${label} debe ser texto.` })
    .trim()
    .min(min, min > 0 ? `${label} es obligatorio.` : undefined)
    .max(max, `${label} debe tener ${max} caracteres o menos.`)
    .refine(isStorableText, `${label} tiene caracteres no permitidos.`);
const optionalText = (label: string, max: number) =>
  z.preprocess(emptyToNull, text(label, max).nullable()).default(null);
const slug = (label: string) =>
  z
    .string({ error: `${label} debe ser texto.` })
    .trim()
    .max(100, `${label} debe tener 100 caracteres o menos.`)
    .regex(SLUG_PATTERN, `${label} solo admite letras, números y guiones simples.`);
const application = z
  .preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'La aplicación solo admite letras, números y guiones.')
      .nullable(),
  )
  .transform((value) => value ?? DEFAULT_APPLICATION);
const subdomain = z
  .string({ error: 'El subdominio debe ser texto.' })
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'El subdominio solo admite letras, números y guiones (ej.: caja-andes).',
  );
const productCode = z
  .string({ error: 'El código de producto debe ser texto.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{0,39}$/, 'El código de producto solo admite letras, números, guiones y guiones bajos.');
/** An image or logo: an https address or a path of this site. */
const imageUrl = (label: string) =>
  z
    .preprocess(
      emptyToNull,
      z
        .string({ error: `${label} debe ser texto.` })
        .trim()
        .max(500, `${label} debe tener 500 caracteres o menos.`)
        .refine(
          (value) => isSitePath(value) || /^https:\/\/[^\s/]+\.[^\s/]+\/?\S*$/.test(value),
          `${label} debe ser una dirección https o una ruta del sitio.`,
        )
        .nullable(),
    )
    .default(null);
const sitePath = z
  .preprocess(
    emptyToNull,
    z
      .string({ error: 'El enlace del botón debe ser texto.' })
      .trim()
      .refine(isSitePath, 'El enlace del botón debe ser una ruta del sitio que empiece con / (ej.: /contacto).')
      .nullable(),
  )
  .default(null);
const bool = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
      error: `${label} debe ser verdadero o falso.`,
    })
    .default(true);

const review = z.object({
  name: text('El nombre', 80, 1),
  text: text('La reseña', 600, 1),
  rating: z.coerce
    .number({ error: 'La nota debe ser un número.' })
    .int('La nota debe ser un número entero.')
    .min(1, 'La nota va de 1 a 5.')
    .max(5, 'La nota va de 1 a 5.'),
  imageUrl: imageUrl('La imagen'),
  imageAlt: optionalText('El texto alternativo', 150),
});

export const ENTRY_SCHEMAS = {
  'country-landings': z.object({
    slug: slug('La dirección'),
    application,
    locale: z.enum(LANDING_LOCALES, { error: 'El idioma debe ser es, en o pt-BR.' }).default('es'),
    tag: optionalText('La etiqueta', 60),
    activo: bool('Activo'),
    title: text('El título', 150, 3),
    description: optionalText('La descripción', 300),
    body: text('El contenido', 20_000, 1),
    ctaLabel: optionalText('El texto del botón', 60),
    ctaPath: sitePath,
  }),
  'organization-subscriptions': z.object({
    subdomain,
    application,
    name: text('El nombre', 120, 2),
    title: text('El título', 150, 3),
    description: optionalText('La descripción', 1000),
    logoUrl: imageUrl('El logo'),
    active: bool('Activa'),
  }),
  'product-subscriptions': z.object({
    productCode,
    subdomain,
    title: text('El título', 150, 3),
    description: optionalText('La descripción', 1000),
    benefit: optionalText('El beneficio', 200),
    active: bool('Activa'),
  }),
  'success-reviews': z.object({
    comparatorId: z
      .union([z.number().int().positive(), z.string()], { error: 'El comparador debe ser un id o una dirección.' })
      .transform(String)
      .pipe(text('El comparador', 100, 1)),
    application,
    title: optionalText('El título', 150),
    items: z
      .array(review, { error: 'Las reseñas deben ser una lista.' })
      .min(1, 'Agrega al menos una reseña.')
      .max(30, 'Máximo 30 reseñas.'),
    active: bool('Activas'),
  }),
} satisfies Record<EntryResource, z.ZodType>;

export type EntryFields<R extends EntryResource> = z.output<(typeof ENTRY_SCHEMAS)[R]>;
