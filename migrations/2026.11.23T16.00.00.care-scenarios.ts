import type { Migration } from '../src/platform/migrator.js';

/**
 * Scenarios of the cost-of-care simulator (issue 13) with their reference prices: sample data, labelled
 * with source and date, edited in the back-office (pricing/domain/care-cost.ts does the arithmetic).
 * `items` is a JSON list of { benefit, label, unitPriceClp, quantity } (benefit: a CARE_BENEFITS code).
 */
const SOURCE =
  'Datos de ejemplo: precios referenciales inventados para esta demostración, del orden de los aranceles ' +
  'publicados por clínicas privadas de Santiago.';

const SCENARIOS = [
  {
    code: 'parto-normal',
    name: 'Parto normal',
    description: 'Parto vaginal con 2 días de hospitalización, honorarios y exámenes.',
    items: [
      { benefit: 'diaCama', label: 'Día cama', unitPriceClp: 420_000, quantity: 2 },
      { benefit: 'parto', label: 'Honorarios y pabellón del parto', unitPriceClp: 1_900_000, quantity: 1 },
      { benefit: 'examenes', label: 'Exámenes de laboratorio', unitPriceClp: 120_000, quantity: 1 },
    ],
  },
  {
    code: 'parto-cesarea',
    name: 'Parto por cesárea',
    description: 'Cesárea con 3 días de hospitalización, honorarios y exámenes.',
    items: [
      { benefit: 'diaCama', label: 'Día cama', unitPriceClp: 420_000, quantity: 3 },
      { benefit: 'parto', label: 'Honorarios y pabellón de la cesárea', unitPriceClp: 2_900_000, quantity: 1 },
      { benefit: 'examenes', label: 'Exámenes de laboratorio', unitPriceClp: 150_000, quantity: 1 },
    ],
  },
  {
    code: 'apendicectomia',
    name: 'Apendicectomía',
    description: 'Cirugía de apendicitis con 2 días de hospitalización.',
    items: [
      { benefit: 'diaCama', label: 'Día cama', unitPriceClp: 400_000, quantity: 2 },
      { benefit: 'pabellon', label: 'Derecho de pabellón', unitPriceClp: 1_200_000, quantity: 1 },
      { benefit: 'honorarios', label: 'Honorarios quirúrgicos', unitPriceClp: 1_500_000, quantity: 1 },
      { benefit: 'imagenes', label: 'Ecografía abdominal', unitPriceClp: 120_000, quantity: 1 },
      { benefit: 'examenes', label: 'Exámenes de laboratorio', unitPriceClp: 90_000, quantity: 1 },
    ],
  },
  {
    code: 'cancer-anual',
    name: 'Un año de tratamiento de cáncer',
    description: 'Quimioterapia mensual, controles con oncólogo, imágenes, exámenes y medicamentos por un año.',
    items: [
      { benefit: 'quimioterapia', label: 'Sesiones de quimioterapia', unitPriceClp: 1_800_000, quantity: 12 },
      { benefit: 'consulta', label: 'Consultas con oncólogo', unitPriceClp: 60_000, quantity: 12 },
      { benefit: 'imagenes', label: 'Escáner (TAC)', unitPriceClp: 350_000, quantity: 4 },
      { benefit: 'examenes', label: 'Exámenes de laboratorio', unitPriceClp: 60_000, quantity: 12 },
      { benefit: 'medicamentos', label: 'Medicamentos ambulatorios (mes)', unitPriceClp: 250_000, quantity: 12 },
    ],
  },
  {
    code: 'ambulatorio-anual',
    name: 'Un año ambulatorio típico',
    description: 'Consultas, exámenes y medicamentos de un año sin hospitalización (cantidades editables).',
    items: [
      { benefit: 'consulta', label: 'Consultas médicas', unitPriceClp: 45_000, quantity: 6 },
      { benefit: 'examenes', label: 'Exámenes de laboratorio', unitPriceClp: 35_000, quantity: 4 },
      { benefit: 'imagenes', label: 'Imagenología', unitPriceClp: 60_000, quantity: 1 },
      { benefit: 'medicamentos', label: 'Medicamentos (mes)', unitPriceClp: 25_000, quantity: 12 },
    ],
  },
];

export const up: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query(`
    CREATE TABLE care_scenarios (
      code          text        PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{3,40}$'),
      name          text        NOT NULL,
      description   text        NOT NULL DEFAULT '',
      items         jsonb       NOT NULL,
      source        text        NOT NULL,
      as_of         date        NOT NULL,
      sample        boolean     NOT NULL DEFAULT true,
      order_position integer    NOT NULL DEFAULT 0,
      updated_at    timestamptz NOT NULL DEFAULT now()
    );
  `);
  let position = 0;
  for (const scenario of SCENARIOS) {
    await sequelize.query(
      `INSERT INTO care_scenarios (code, name, description, items, source, as_of, sample, order_position)
       VALUES ($1, $2, $3, $4::jsonb, $5, '2026-11-01', true, $6)`,
      {
        bind: [
          scenario.code,
          scenario.name,
          scenario.description,
          JSON.stringify(scenario.items),
          SOURCE,
          (position += 1),
        ],
      },
    );
  }
};

export const down: Migration = async ({ context: { sequelize } }) => {
  await sequelize.query('DROP TABLE care_scenarios');
};
