import type { Migration } from '../src/platform/migrator.js';

// Issue 30 (spec 02 §2.1, §7; spec 03 §7): the content service's four resources (country landings,
// organization subscriptions, product subscriptions, success reviews) kept in one table, each row's fields
// checked by the application before they are stored; the information pages of the product, the
// subscription area, the life-savings rescue, the two job pages, the referral page and the company plans;
// and the permissions to delete an entry and to purge the site's page cache. Texts are written out here so
// this migration means the same thing forever; staff edit them afterwards.
interface Seed {
  slug: string;
  title: string;
  summary: string;
  body: string;
  ctaLabel: string;
  ctaPath: string;
}

const PAGES: Seed[] = [
  {
    slug: 'Que-es-QuePlan',
    title: '¿Qué es QuePlan?',
    summary: 'Un comparador independiente de seguros e isapres con el precio exacto para tu familia.',
    body: [
      'QuePlan es un comparador de seguros de salud, vida, accidentes, mascotas y planes de isapre. Ingresas quiénes se asegurarán y ves el precio que corresponde a tu grupo, con sus coberturas, topes y deducibles lado a lado.',
      'No somos una compañía de seguros: cada plan lo emite la compañía que lo ofrece. Te ayudamos a elegir, a contratar en línea o a que un ejecutivo te llame, sin costo para ti.',
      'El orden recomendado no depende de comisiones: se calcula con la cobertura por peso, las evaluaciones de otros clientes y la demanda de cada seguro.',
    ].join('\n\n'),
    ctaLabel: 'Comparar seguros de salud',
    ctaPath: '/Comparar/Seguros-de-Salud',
  },
  {
    slug: 'Rescate-Seguro-de-Vida-con-Ahorro',
    title: 'Rescate de tu seguro de vida con ahorro',
    summary: 'Cómo pedir el rescate total o parcial del ahorro acumulado en tu seguro de vida.',
    body: [
      'Si tienes un seguro de vida con ahorro puedes pedir el rescate del fondo acumulado, total o parcial, según las condiciones de tu póliza. El rescate lo paga la compañía que emitió el seguro.',
      'Ten a mano tu número de póliza, tu RUT y una cuenta bancaria a tu nombre. Un rescate total pone término a la póliza y a su cobertura; uno parcial mantiene el seguro con un fondo menor.',
      'Déjanos tus datos y un ejecutivo te guía en la solicitud ante la compañía.',
    ].join('\n\n'),
    ctaLabel: 'Quiero que me contacten',
    ctaPath: '/contacto',
  },
  {
    slug: 'Trabaja-con-QuePlan',
    title: 'Trabaja con QuePlan',
    summary: 'Buscamos ejecutivos comerciales, desarrolladores y personas de servicio al cliente.',
    body: [
      'Queremos que elegir un seguro sea simple y transparente. Si te motiva ayudar a las personas a entender lo que contratan, queremos conocerte.',
      'Buscamos ejecutivos comerciales, personas para servicio al cliente y postventa, y desarrolladores. Trabajamos en modalidad híbrida en Santiago.',
      'Envíanos tu currículum indicando el cargo al que postulas.',
    ].join('\n\n'),
    ctaLabel: 'Postular',
    ctaPath: '/contacto',
  },
  {
    slug: 'Practicas-QuePlan',
    title: 'Prácticas profesionales en QuePlan',
    summary: 'Prácticas para estudiantes de ingeniería, diseño, marketing y áreas comerciales.',
    body: [
      'Cada semestre recibimos estudiantes en práctica en tecnología, diseño, marketing y el área comercial. Trabajarás con un equipo real, en proyectos que llegan a miles de personas.',
      'Pedimos estar cursando los últimos años de la carrera y disponibilidad de al menos tres meses.',
    ].join('\n\n'),
    ctaLabel: 'Postular a una práctica',
    ctaPath: '/contacto',
  },
  {
    slug: 'Referidos-QuePlan',
    title: 'Refiere a QuePlan',
    summary: 'Recomienda el comparador a tus clientes o conocidos y sigue sus solicitudes.',
    body: [
      'Si eres corredor, asesor o simplemente conoces a alguien que busca un seguro, puedes referirlo con tu enlace personal. Cada solicitud que llega por tu enlace queda a tu nombre.',
      'Para obtener tu enlace de referido, escríbenos y te damos de alta como asesor.',
    ].join('\n\n'),
    ctaLabel: 'Quiero referir',
    ctaPath: '/contacto',
  },
  {
    slug: 'Planes-Empresa-QuePlan',
    title: 'Planes para empresas',
    summary: 'Seguros complementarios colectivos para tus trabajadores, comparados y administrados en línea.',
    body: [
      'Compara los seguros complementarios de salud colectivos de varias compañías para tu empresa, con el precio según el número de trabajadores y sus cargas.',
      'Una vez contratado, administras altas, bajas, pagos y documentos tributarios en el portal de empresas.',
    ].join('\n\n'),
    ctaLabel: 'Comparar seguros colectivos',
    ctaPath: '/Comparar/Seguro-Complementario-Empresa',
  },
  {
    slug: 'Suscripcion-QP',
    title: 'Suscripción QP',
    summary: 'Beneficios en seguros para los miembros de organizaciones en convenio.',
    body: [
      'Si tu empresa, caja o asociación tiene convenio con nosotros, sus miembros acceden a seguros con condiciones especiales.',
      'Entra con el nombre de tu organización para ver los seguros de tu convenio.',
    ].join('\n\n'),
    ctaLabel: 'Contactar',
    ctaPath: '/contacto',
  },
];

const PERMISSIONS: [string, string][] = [
  ['content:delete', 'Elimina entradas de contenido (landings, suscripciones, reseñas)'],
  ['cache:purge', 'Vacía la caché de páginas del sitio'],
];
const EDITOR_ROLES = ['ADMIN', 'ADMINISTRADOR'];

export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE content_entries (
      id         serial      PRIMARY KEY,
      resource   text        NOT NULL CHECK (resource IN
                   ('country-landings', 'organization-subscriptions', 'product-subscriptions', 'success-reviews')),
      unique_key text        NOT NULL CHECK (char_length(unique_key) BETWEEN 1 AND 400),
      fields     jsonb       NOT NULL CHECK (jsonb_typeof(fields) = 'object'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX content_entries_key ON content_entries (resource, unique_key);
    CREATE INDEX content_entries_fields ON content_entries USING gin (fields jsonb_path_ops);
  `);
  await sequelize.query(
    `INSERT INTO content_pages (kind, area, slug, title, summary, body, cta_label, cta_path, published_at)
     SELECT 'information', NULL, p.slug, p.title, p.summary, p.body, p."ctaLabel", p."ctaPath", now()
       FROM jsonb_to_recordset($1::jsonb) AS p(slug text, title text, summary text, body text,
            "ctaLabel" text, "ctaPath" text)
     ON CONFLICT DO NOTHING`,
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
  await sequelize.query('DROP TABLE content_entries');
  await sequelize.query(`DELETE FROM content_pages WHERE kind = 'information' AND slug = ANY($1::text[])`, {
    bind: [PAGES.map((p) => p.slug)],
  });
  await sequelize.query(`DELETE FROM identity_role_permissions WHERE permission = ANY($1::text[])`, {
    bind: [PERMISSIONS.map((p) => p[0])],
  });
  await sequelize.query(`DELETE FROM identity_permissions WHERE name = ANY($1::text[])`, {
    bind: [PERMISSIONS.map((p) => p[0])],
  });
};
