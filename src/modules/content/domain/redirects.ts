import { clinicSlugForAlias } from './clinic-aliases.js';
import { normalizeSitePath } from './site-routes.js';

/**
 * The permanent redirects of spec 02 §2.2 and the clinic aliases of spec 01 §2, answered with a 301 by
 * the server so crawlers follow them. Pure: a path in, the new path (with a leading slash) out.
 */

/** Isapres with a short `Isapre-{name}/planes` path (spec 02 §2.2). */
export const ISAPRE_SHORT_NAMES: readonly string[] = [
  'Nueva-Mas-Vida',
  'Colmena',
  'Cruz-Blanca',
  'Vida-Tres',
  'Banmedica',
  'Consalud',
  'San-Lorenzo',
  'Fusat',
  'Chuquicamata',
  'Rio-Blanco',
  'Fundacion',
  'Cruz-del-Norte',
];

/** Exact-path redirects. Targets the spec leaves open are the landing a visitor would expect. */
const EXACT: Readonly<Record<string, string>> = {
  Comparar: 'Comparar/Isapres',
  'Comparar/Isapre': 'Comparar/Isapres',
  'Comparar/Seguros-Colectivos': 'Comparar/Seguro-Complementario-Empresa',
  'Seguros-de-Vida/Guardias': 'Guardias',
  Clinica: 'Clinicas-y-Hospitales',
  Empresas: 'Seguros-Empresa',
  'Isapres-de-Chile': 'Isapre',
  Seguro: 'Seguros',
  // Chilena Consolidada is now part of Zurich (the insurer page of "another insurer").
  'Seguros/Chilena-Consolidada': 'Seguros/Zurich',
  'QP-University': 'QP-Blog/Seguros-de-Salud',
  // The legacy list route (spec 02 §2.1) lists what the health comparator lists today.
  'Insurance-List': 'Comparar/Seguros-de-Salud',
};

interface Rule {
  pattern: RegExp;
  to: (match: RegExpMatchArray) => string | undefined;
}

const tail = (value: string | undefined) => (value ? `/${value}` : '');

const RULES: readonly Rule[] = [
  // Legacy lowercase comparator: comparar, comparar/{planid}, comparar/{planid}/{ventana}.
  { pattern: /^comparar(?:\/([^/]+))?(?:\/([^/]+))?$/, to: (m) => `Comparar/Isapres${tail(m[1])}${tail(m[2])}` },
  // Legacy plan paths go to planSI/R/{codigo}[/{tabOpen}].
  { pattern: /^planesi\/([^/]+)$/, to: (m) => `planSI/R/${m[1]}` },
  { pattern: /^plan\/([^/]+)$/, to: (m) => `planSI/R/${m[1]}` },
  { pattern: /^[^/]+\/planes\/([^/]+)(?:\/([^/]+))?$/, to: (m) => `planSI/R/${m[1]}${tail(m[2])}` },
  // Isapre-{name}/planes -> Isapre/{Name}/Planes for the listed isapres.
  {
    pattern: /^Isapre-([^/]+)\/planes$/i,
    to: (m) => {
      const name = ISAPRE_SHORT_NAMES.find((short) => short.toLowerCase() === m[1]!.toLowerCase());
      return name ? `Isapre/${name}/Planes` : undefined;
    },
  },
  // Seguros-Colectivos/{url}/{plan} -> Seguro-Complementario-Empresa/{url}/{plan}.
  {
    pattern: /^Seguros-Colectivos\/([^/]+)\/([^/]+)$/,
    to: (m) => `Seguro-Complementario-Empresa/${m[1]}/${m[2]}`,
  },
  // Old university articles live in the blog now.
  { pattern: /^QP-University\/(.+)$/, to: (m) => `QP-Blog/${m[1]}` },
  // Clinica/{x} and old clinic slugs under the clinic landing.
  {
    pattern: /^(?:Clinica|Clinicas-y-Hospitales)\/([^/]+)(\/.*)?$/,
    to: (m) => {
      const slug = clinicSlugForAlias(m[1]!);
      if (slug) return `Clinicas-y-Hospitales/${slug}${m[2] ?? ''}`;
      return m[0].startsWith('Clinica/') ? `Clinicas-y-Hospitales/${m[1]}${m[2] ?? ''}` : undefined;
    },
  },
  // Short clinic names at the root (Indisa, Davila, MEDS, Las-Condes…).
  {
    pattern: /^([^/]+)$/,
    to: (m) => {
      const slug = clinicSlugForAlias(m[1]!);
      return slug ? `Clinicas-y-Hospitales/${slug}` : undefined;
    },
  },
  // Compra-Online in any capitalisation.
  {
    pattern: /^(compra-online)(\/.*)?$/i,
    to: (m) => (m[1] === 'Compra-Online' ? undefined : `Compra-Online${m[2] ?? ''}`),
  },
];

/** Where a site path redirects permanently, as an absolute path, or undefined when it does not. */
export function redirectTarget(pathname: string): string | undefined {
  const path = normalizeSitePath(pathname);
  if (path.startsWith('api/') || path === 'api' || path.startsWith('admin') || path.startsWith('assets/')) {
    return undefined;
  }
  const exact = EXACT[path];
  if (exact !== undefined && Object.hasOwn(EXACT, path)) return `/${exact}`;
  for (const rule of RULES) {
    const match = path.match(rule.pattern);
    if (!match) continue;
    const target = rule.to(match);
    if (target !== undefined && target !== path) return `/${target}`;
  }
  return undefined;
}
