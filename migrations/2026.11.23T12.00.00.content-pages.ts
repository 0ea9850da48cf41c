import type { Migration } from '../src/platform/migrator.js';

// The content module's editable pages (information pages read by GET /api/information/{name} and the blog's
// articles) and the back-office permissions that guard editing them. The first texts are written out here
// (not read from code) so this migration means the same thing forever; staff edit them afterwards.
interface Seed {
  kind: 'information' | 'blog';
  area: string | null;
  slug: string;
  title: string;
  summary: string;
  body: string;
  ctaLabel: string | null;
  ctaPath: string | null;
  publishedAt: string | null;
}

const PAGES: Seed[] = [
  {
    kind: 'information',
    area: null,
    slug: 'Terminos-y-Condiciones',
    title: 'Términos y Condiciones',
    summary: 'Las condiciones de uso del comparador de seguros y el tratamiento de tus datos.',
    body: [
      'Este sitio es un comparador: muestra seguros de salud, vida, accidentes, mascotas, viaje y colectivos de distintas compañías, con el precio que corresponde al perfil que ingresas. No es una compañía de seguros ni una isapre; cada seguro lo emite y administra la compañía que lo ofrece, según sus condiciones generales y particulares.',
      'Los precios que ves se calculan con la información que entregas (edades, sexo, previsión, número de asegurados) y con el valor de la UF del día. Son referenciales hasta que la compañía acepta la solicitud; la prima final puede cambiar si los datos declarados no son correctos o si la compañía pide una declaración de salud.',
      'Cuando solicitas que un ejecutivo te contacte o contratas en línea, usamos tus datos de contacto solo para atender esa solicitud, por el medio y en el horario que elegiste, conforme a la Ley N° 19.628 sobre protección de la vida privada. Puedes pedir en cualquier momento que rectifiquemos o eliminemos tus datos escribiendo a contacto@comparaseguros.cl.',
      'Los pagos en línea se procesan a través de proveedores de pago autorizados; este sitio no guarda los números de tus tarjetas.',
      'El contenido del sitio (textos, comparaciones, marcas) es informativo. Antes de contratar, revisa las condiciones de la póliza, sus exclusiones y sus topes, que siempre encontrarás en la página de cada seguro.',
    ].join('\n\n'),
    ctaLabel: 'Contactar',
    ctaPath: '/contacto',
    publishedAt: null,
  },
  {
    kind: 'information',
    area: null,
    slug: 'Partners-y-Alianzas',
    title: 'Partners y Alianzas',
    summary: 'Lleva el comparador a tus clientes con tu marca, en tu sub-dominio o dentro de tu sitio.',
    body: [
      'Corredoras, cajas de compensación, clínicas y empresas pueden ofrecer el comparador a sus clientes o trabajadores con su propia marca: colores, logo, banner, pie de página y los seguros que quieran mostrar.',
      'El comparador puede funcionar en un sub-dominio propio o insertado en una página de tu sitio. Las solicitudes y ventas que se originan en tu espacio quedan atribuidas a tu alianza y a tus ejecutivos.',
      'Escríbenos para conocer las condiciones y los plazos de implementación.',
    ].join('\n\n'),
    ctaLabel: 'Quiero ser partner',
    ctaPath: '/contacto',
    publishedAt: null,
  },
  {
    kind: 'information',
    area: null,
    slug: 'Seguros-de-Salud',
    title: 'Seguros de Salud',
    summary: 'Complementarios, catastróficos, oncológicos y dentales: compáralos con el precio para tu familia.',
    body: [
      'Un seguro de salud complementario reembolsa la parte de los gastos médicos que no cubre tu isapre o Fonasa: consultas, exámenes, hospitalización y medicamentos, según los porcentajes y topes de cada plan.',
      'Un seguro catastrófico protege ante gastos muy altos, como una cirugía compleja o un tratamiento oncológico, con un deducible y un tope anual elevado.',
      'En el comparador ves, para cada seguro, el porcentaje de reembolso con Fonasa o isapre, el tope y el deducible, y el precio exacto cuando ingresas quiénes se asegurarán.',
    ].join('\n\n'),
    ctaLabel: 'Comparar seguros de salud',
    ctaPath: '/Comparar/Seguros-de-Salud',
    publishedAt: null,
  },
  {
    kind: 'information',
    area: null,
    slug: 'Tu-Mejor-Plan',
    title: 'Tu Mejor Plan',
    summary: 'Responde unas preguntas y te mostramos los seguros de salud que mejor calzan contigo.',
    body: [
      'Elegir un seguro es más fácil cuando partes de lo que necesitas: quiénes se asegurarán, qué previsión tienen y qué te importa más, el precio o la cobertura.',
      'Nuestro asistente te hace esas preguntas y te lleva a una comparación ya filtrada, con el precio para tu grupo familiar.',
    ].join('\n\n'),
    ctaLabel: 'Encontrar mi plan',
    ctaPath: '/wizard/seguros-de-salud',
    publishedAt: null,
  },
  {
    kind: 'information',
    area: null,
    slug: 'Cotizar',
    title: 'Cotiza tu seguro de salud',
    summary: 'Compara en minutos precios y coberturas de las principales compañías.',
    body: [
      'Ingresa la edad de las personas que quieres asegurar y ve al instante el precio mensual de cada seguro, sin llamadas ni formularios largos.',
      'Cuando encuentres el que te conviene, contrátalo en línea o pide que un ejecutivo te contacte.',
    ].join('\n\n'),
    ctaLabel: 'Cotizar ahora',
    ctaPath: '/Comparar/Seguros-de-Salud',
    publishedAt: null,
  },
  {
    kind: 'information',
    area: null,
    slug: 'Seguros-de-Viaje',
    title: 'Seguros de Viaje',
    summary: 'Asistencia médica en el extranjero, equipaje y cancelación de viaje.',
    body: [
      'Un seguro de viaje cubre la atención médica de urgencia fuera de Chile, la repatriación, la pérdida de equipaje y, según el plan, la cancelación o interrupción del viaje.',
      'Algunos destinos exigen un seguro con un monto mínimo de cobertura (por ejemplo, el espacio Schengen). Compara los topes por destino antes de elegir.',
    ].join('\n\n'),
    ctaLabel: 'Comparar seguros de viaje',
    ctaPath: '/Comparar/Seguros-de-Viaje',
    publishedAt: null,
  },
  {
    kind: 'information',
    area: null,
    slug: 'Seguros-Comunidad-Educativa',
    title: 'Seguros Comunidad Educativa',
    summary: 'Seguros escolares y universitarios para estudiantes, apoderados y docentes.',
    body: [
      'Los seguros escolares y universitarios cubren accidentes dentro y fuera del establecimiento, urgencias y, en algunos planes, la continuidad de estudios si fallece el sostenedor.',
      'Colegios, universidades y centros de padres pueden contratar un convenio para toda su comunidad.',
    ].join('\n\n'),
    ctaLabel: 'Ver seguros escolares',
    ctaPath: '/Comparar/Seguros-de-Salud/Escolar',
    publishedAt: null,
  },
  {
    kind: 'blog',
    area: 'Seguros-de-Salud',
    slug: 'CyberDay',
    title: 'Cyber Day: seguros de salud con descuento',
    summary: 'Durante el Cyber Day las compañías rebajan sus seguros de salud. Así aprovechas las ofertas.',
    body: [
      'Durante el Cyber Day (del 1 al 9 de junio) varias compañías publican descuentos en sus seguros complementarios, catastróficos y oncológicos. Las ofertas se muestran en una vitrina especial del comparador.',
      'Antes de contratar, ingresa tu perfil: el descuento se aplica sobre el precio de tu grupo familiar, y así comparas lo que realmente pagarás cada mes.',
      'Revisa además el tope anual, el deducible y los requisitos de cobertura: un seguro más barato puede reembolsar menos en la prestación que más usas.',
      'Los descuentos valen para contrataciones hechas durante el evento; la compañía los mantiene por el plazo que indica cada oferta.',
    ].join('\n\n'),
    ctaLabel: 'Ver ofertas del Cyber Day',
    ctaPath: '/Comparar/Seguros-de-Salud/Cyber-Day',
    publishedAt: '2025-05-26T12:00:00Z',
  },
  {
    kind: 'blog',
    area: 'Seguros-de-Salud',
    slug: 'Complementario-o-Catastrofico',
    title: '¿Seguro complementario o catastrófico?',
    summary: 'Qué cubre cada uno y cuándo conviene tener los dos.',
    body: [
      'El seguro complementario reembolsa gastos frecuentes (consultas, exámenes, hospitalizaciones menores) sobre lo que paga tu previsión. El catastrófico se activa ante gastos altos, después de un deducible.',
      'Si usas el sistema de salud a menudo, el complementario te devuelve dinero durante todo el año. Si te preocupa un evento grave, el catastrófico limita tu gasto máximo.',
      'Los planes integrales combinan ambos en una sola prima.',
    ].join('\n\n'),
    ctaLabel: 'Comparar complementarios y catastróficos',
    ctaPath: '/Comparar/Seguros-de-Salud/Complementario-Catastrofico',
    publishedAt: '2025-03-10T12:00:00Z',
  },
];

const PERMISSIONS: [string, string][] = [
  ['content:read', 'Ve las páginas de contenido y artículos del blog'],
  ['content:create', 'Crea páginas de contenido y artículos del blog'],
  ['content:update', 'Edita y publica páginas de contenido y artículos del blog'],
];
const EDITOR_ROLES = ['ADMIN', 'ADMINISTRADOR'];

export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE content_pages (
      id           serial      PRIMARY KEY,
      kind         text        NOT NULL CHECK (kind IN ('information', 'blog')),
      area         text        CHECK ((kind = 'blog') = (area IS NOT NULL)),
      slug         text        NOT NULL CHECK (char_length(slug) BETWEEN 1 AND 100),
      title        text        NOT NULL CHECK (char_length(title) BETWEEN 3 AND 150),
      summary      text        NOT NULL DEFAULT '' CHECK (char_length(summary) <= 300),
      body         text        NOT NULL CHECK (char_length(body) BETWEEN 1 AND 20000),
      cta_label    text,
      cta_path     text,
      published    boolean     NOT NULL DEFAULT true,
      published_at timestamptz,
      created_at   timestamptz NOT NULL DEFAULT now(),
      updated_at   timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX content_pages_address ON content_pages (kind, coalesce(area, ''), slug);
  `);
  await sequelize.query(
    `INSERT INTO content_pages (kind, area, slug, title, summary, body, cta_label, cta_path, published_at)
     SELECT p.kind, p.area, p.slug, p.title, p.summary, p.body, p."ctaLabel", p."ctaPath",
            coalesce(p."publishedAt", now())
       FROM jsonb_to_recordset($1::jsonb) AS p(kind text, area text, slug text, title text, summary text, body text,
            "ctaLabel" text, "ctaPath" text, "publishedAt" timestamptz)`,
    { bind: [JSON.stringify(PAGES)] },
  );
  await sequelize.query(
    `INSERT INTO identity_permissions (name, description)
     SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description`,
    { bind: [PERMISSIONS.map((p) => p[0]), PERMISSIONS.map((p) => p[1])] },
  );
  await sequelize.query(
    `INSERT INTO identity_role_permissions (role_id, permission)
     SELECT r.id, p FROM identity_roles r CROSS JOIN unnest($2::text[]) AS p WHERE r.name = ANY($1::text[])
     ON CONFLICT DO NOTHING`,
    { bind: [EDITOR_ROLES, PERMISSIONS.map((p) => p[0])] },
  );
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE content_pages');
  await sequelize.query("DELETE FROM identity_permissions WHERE name LIKE 'content:%'");
};
