/**
 * The four editions of the site (spec 03 §1, DESIGN.md "Editions are data"): one code base, site bases
 * 1 Chile, 2 Peru, 3 Colombia, 4 international health. Imports nothing (form-definition's Country and
 * profile-values' Sexo are the same strings). An edition is resolved once per request from the
 * Host and passed down; every rule that differs by country takes it as input. Pure and browser-safe.
 */

export const EDITION_IDS = [1, 2, 3, 4] as const;
export type EditionId = (typeof EDITION_IDS)[number];

/** The code of `countries.code` and `organizations.country_code`. */
export const EDITION_CODES = ['CL', 'PE', 'CO', 'INT'] as const;
export type EditionCode = (typeof EDITION_CODES)[number];

export type EditionCurrency = 'CLP' | 'PEN' | 'COP' | 'USD';

/** How the edition identifies a person (spec 02 §5 "Identification number by country"). */
export type IdentificationKind = 'rut' | 'digits' | 'passport';

export interface Edition {
  /** The site base (spec 03 §1). */
  id: EditionId;
  code: EditionCode;
  /** The country name the profile form and the stored profile use. */
  country: 'chile' | 'peru' | 'colombia' | 'internacional';
  /** Display name, Spanish. */
  name: string;
  /** Prices are shown in this currency (spec 02 §9). */
  currency: EditionCurrency;
  locale: string;
  /** localStorage key of the visitor's profile (spec 03 §3: one per country). */
  profileStorageKey: string;
  /** The contributor's sex when none is chosen (spec 03 §3, §9). */
  defaultSexo: 'Masculino' | 'Femenino';
  /** Age the profile form starts with when none is typed (spec 03 §9: 25; Chile's default profile says 27). */
  defaultAge: number;
  /** What the deductible is called on cards and details (spec 02 §9). */
  deductibleLabel: 'Copago' | 'Cuota Moderadora';
  /** Blog area title (spec 03 §2). */
  blogName: 'QP-Blog' | 'QS-Blog' | 'IH-Blog';
  identification: IdentificationKind;
  /** Spanish name of the identity document on forms. */
  identificationLabel: string;
  /** The reserved host label of the edition (`pe.localhost`); null for Chile, the main site. */
  hostLabel: 'pe' | 'co' | 'int' | null;
  /** Telephone prefix. */
  dialingCode: string;
}

export const EDITIONS: readonly Edition[] = Object.freeze([
  {
    id: 1,
    code: 'CL',
    country: 'chile',
    name: 'Chile',
    currency: 'CLP',
    locale: 'es-CL',
    profileStorageKey: 'perfil-chile',
    defaultSexo: 'Masculino',
    defaultAge: 27,
    deductibleLabel: 'Copago',
    blogName: 'QP-Blog',
    identification: 'rut',
    identificationLabel: 'RUT',
    hostLabel: null,
    dialingCode: '+56',
  },
  {
    id: 2,
    code: 'PE',
    country: 'peru',
    name: 'Perú',
    currency: 'PEN',
    locale: 'es-PE',
    profileStorageKey: 'perfil-peru',
    defaultSexo: 'Masculino',
    defaultAge: 25,
    deductibleLabel: 'Copago',
    blogName: 'QP-Blog',
    identification: 'digits',
    identificationLabel: 'DNI o CE',
    hostLabel: 'pe',
    dialingCode: '+51',
  },
  {
    id: 3,
    code: 'CO',
    country: 'colombia',
    name: 'Colombia',
    currency: 'COP',
    locale: 'es-CO',
    profileStorageKey: 'perfil-colombia',
    defaultSexo: 'Masculino',
    defaultAge: 25,
    deductibleLabel: 'Cuota Moderadora',
    blogName: 'QS-Blog',
    identification: 'digits',
    identificationLabel: 'CC o CE',
    hostLabel: 'co',
    dialingCode: '+57',
  },
  {
    id: 4,
    code: 'INT',
    country: 'internacional',
    name: 'Internacional',
    currency: 'USD',
    locale: 'es',
    profileStorageKey: 'perfil-internacional',
    defaultSexo: 'Masculino',
    defaultAge: 25,
    deductibleLabel: 'Copago',
    blogName: 'IH-Blog',
    identification: 'passport',
    identificationLabel: 'Pasaporte o documento de identidad',
    hostLabel: 'int',
    dialingCode: '+1',
  },
] satisfies Edition[]);

export const CHILE: Edition = EDITIONS[0]!;
export const PERU: Edition = EDITIONS[1]!;
export const COLOMBIA: Edition = EDITIONS[2]!;
export const INTERNATIONAL: Edition = EDITIONS[3]!;

/** The edition of a site base, or null. */
export function editionById(id: number | string | null | undefined): Edition | null {
  const n = typeof id === 'string' && /^\d+$/.test(id.trim()) ? Number(id) : id;
  return EDITIONS.find((e) => e.id === n) ?? null;
}

/** The edition of a country code ('PE'), country name ('peru') or site base, case-insensitive; null if none. */
export function editionOf(value: string | number | null | undefined): Edition | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return editionById(value);
  const v = value.trim().toLowerCase();
  return (
    EDITIONS.find((e) => e.code.toLowerCase() === v || e.country === v || e.hostLabel === v) ?? editionById(v) ?? null
  );
}

/** The host labels the editions take: never a partner's sub-domain (issue 27). */
export const RESERVED_EDITION_LABELS: readonly string[] = Object.freeze(['pe', 'co', 'int']);

/** A host name → site base map (hosts lower-case, without port). */
export type EditionHostMap = ReadonlyMap<string, EditionId>;

/** Local hosts every installation knows (browsers resolve *.localhost to 127.0.0.1). */
export const DEFAULT_EDITION_HOSTS: Readonly<Record<string, EditionId>> = Object.freeze({
  'pe.localhost': 2,
  'co.localhost': 3,
  'int.localhost': 4,
});

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The host without port, trailing dot or case ('Co.Localhost:3000' -> 'co.localhost'). */
export function normaliseEditionHost(host: string | null | undefined): string {
  if (!host) return '';
  let value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value;
  const colon = value.lastIndexOf(':');
  if (colon !== -1) value = value.slice(0, colon);
  return value.replace(/\.+$/, '');
}

export type EditionHostsParse = { ok: true; hosts: EditionHostMap } | { ok: false; error: string };

/**
 * Reads a hosts setting like `comparador.pe=2,comparador.co=3,salud-internacional.com=4` (spaces and
 * empty items ignored) on top of the local defaults. A host mapped twice, a bad host name or a site base
 * other than 1-4 is an error, in Spanish, naming the item.
 */
export function parseEditionHosts(setting: string | null | undefined): EditionHostsParse {
  const hosts = new Map<string, EditionId>(Object.entries(DEFAULT_EDITION_HOSTS) as [string, EditionId][]);
  const seen = new Set<string>();
  for (const raw of (setting ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    if (eq <= 0) return { ok: false, error: `"${item}": se espera host=sitio (por ejemplo comparador.pe=2)` };
    const host = normaliseEditionHost(item.slice(0, eq));
    const base = item.slice(eq + 1).trim();
    if (!HOST_NAME.test(host)) return { ok: false, error: `"${item}": el host no es un nombre válido` };
    const edition = /^\d+$/.test(base) ? editionById(Number(base)) : null;
    if (!edition) return { ok: false, error: `"${item}": el sitio debe ser 1, 2, 3 o 4` };
    if (seen.has(host)) return { ok: false, error: `"${item}": el host ${host} está repetido` };
    seen.add(host);
    hosts.set(host, edition.id);
  }
  return { ok: true, hosts };
}

/** parseEditionHosts that throws (for configuration already validated). */
export function editionHostMap(setting?: string | null): EditionHostMap {
  const parsed = parseEditionHosts(setting);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.hosts;
}

/**
 * The edition a request's Host asks for: an exact host of the map, or a sub-domain of one (a partner's
 * `demo.comparador.pe` belongs to Peru). The main host, unknown hosts, IPs and no host are Chile.
 */
export function editionForHost(host: string | null | undefined, hosts: EditionHostMap): Edition {
  const name = normaliseEditionHost(host);
  if (!name) return CHILE;
  const exact = hosts.get(name);
  if (exact) return editionById(exact) ?? CHILE;
  let best: { length: number; id: EditionId } | null = null;
  for (const [mapped, id] of hosts) {
    if (name.endsWith(`.${mapped}`) && (!best || mapped.length > best.length)) best = { length: mapped.length, id };
  }
  return best ? (editionById(best.id) ?? CHILE) : CHILE;
}

/** The hosts of an edition in a map (for links to it); empty for Chile unless mapped. */
export function hostsOfEdition(edition: Edition, hosts: EditionHostMap): string[] {
  return [...hosts].filter(([, id]) => id === edition.id).map(([host]) => host);
}
