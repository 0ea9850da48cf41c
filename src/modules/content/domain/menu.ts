/** The site's header menu (spec 02 §2.6): top items with category sub-menus. */
export interface MenuLink {
  label: string;
  path: string;
  description?: string;
}

export interface MenuGroup {
  title: string;
  links: MenuLink[];
}

export interface MenuItem {
  label: string;
  path?: string;
  groups: MenuGroup[];
}

export const SITE_MENU: readonly MenuItem[] = [
  {
    label: 'Seguros de Salud',
    path: '/Comparar/Seguros-de-Salud',
    groups: [
      {
        title: 'Por tipo de seguro',
        links: [
          { label: 'Todos los seguros de salud', path: '/Comparar/Seguros-de-Salud' },
          { label: 'Complementario', path: '/Comparar/Seguros-de-Salud/Complementario' },
          { label: 'Catastrófico', path: '/Comparar/Seguros-de-Salud/Catastrofico' },
          {
            label: 'Complementario + Catastrófico',
            path: '/Comparar/Seguros-de-Salud/Complementario-Catastrofico',
          },
          { label: 'Oncológico', path: '/Comparar/Seguros-de-Salud/Oncologico' },
          { label: 'Dental', path: '/Comparar/Seguros-de-Salud/Dental' },
        ],
      },
      {
        title: 'Más coberturas',
        links: [
          { label: 'Escolar/Universitario', path: '/Comparar/Seguros-de-Salud/Escolar' },
          { label: 'Accidente y Urgencia', path: '/Comparar/Seguros-de-Salud/Accidente-y-Urgencia' },
          { label: 'Cardiológico', path: '/Comparar/Seguros-de-Salud/Cardiologico' },
          { label: 'Primario', path: '/Comparar/Seguros-de-Salud/Primario' },
          { label: 'Internacional', path: '/Comparar/Seguros-de-Salud/Internacional' },
        ],
      },
    ],
  },
  {
    label: 'Isapres',
    path: '/Comparar/Isapres',
    groups: [
      {
        title: 'Planes de isapre',
        links: [
          { label: 'Comparar planes de isapre', path: '/Comparar/Isapres' },
          { label: 'Isapres de Chile', path: '/Isapre' },
        ],
      },
    ],
  },
  {
    label: 'Otros seguros',
    groups: [
      {
        title: 'Personas',
        links: [
          { label: 'Seguros de Vida', path: '/Seguros-de-Vida' },
          { label: 'Accidentes Personales', path: '/Comparar/Accidentes-Personales' },
          { label: 'Seguros de Mascotas', path: '/Comparar/Seguros-de-Mascotas' },
          { label: 'Seguros de Viaje', path: '/Seguros-de-Viaje' },
        ],
      },
      {
        title: 'Empresas',
        links: [
          { label: 'Seguro Complementario Empresa', path: '/Comparar/Seguro-Complementario-Empresa' },
          { label: 'Seguros de Guardia', path: '/Guardias' },
          { label: 'Seguros para empresas', path: '/Seguros-Empresa' },
        ],
      },
    ],
  },
  {
    label: 'Clínicas',
    path: '/Clinicas-y-Hospitales',
    groups: [
      {
        title: 'Clínicas y hospitales',
        links: [
          { label: 'Todas las clínicas', path: '/Clinicas-y-Hospitales' },
          { label: 'Clínica Alemana de Santiago', path: '/Clinicas-y-Hospitales/Clinica-Alemana-de-Santiago' },
          { label: 'Clínica Las Condes', path: '/Clinicas-y-Hospitales/Clinica-Las-Condes' },
          { label: 'Clínica Santa María', path: '/Clinicas-y-Hospitales/Clinica-Santa-Maria' },
          { label: 'Clínica Indisa', path: '/Clinicas-y-Hospitales/Clinica-Indisa' },
          { label: 'Clínica Dávila', path: '/Clinicas-y-Hospitales/Clinica-Davila' },
        ],
      },
    ],
  },
];

/** Splits a popover's links into columns of at most `size` (spec 02 §2.6: lists are split into chunks). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error('El tamaño del bloque debe ser al menos 1');
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The two client portals of the Portal clientes dialog (spec 02 §2.6); their addresses are company details. */
export interface ClientPortal {
  label: string;
  path: string;
  logo: string;
  img: string;
}

export const CLIENT_PORTALS: readonly ClientPortal[] = [
  {
    label: 'Personas',
    path: '',
    logo: '/img/portal-personas.svg',
    img: '/img/portal-personas.svg',
  },
  {
    label: 'Empresas',
    path: '',
    logo: '/img/portal-empresas.svg',
    img: '/img/portal-empresas.svg',
  },
];
