import type { NewProduct } from '../../../src/modules/catalogue/index.js';
import { SAMPLE_NOTE } from './sample-note.js';
import type { Family } from './families.js';
import type { Random } from './random.js';

/** The product's metadata bag: type and note for every family, plus the fields of health, collective and life. */
export function productMetadata(r: Random, family: Family, minEmployees: number | null): NewProduct['metadata'] {
  return {
    logo: null,
    product_type: family.type,
    nota: SAMPLE_NOTE,
    ...(family.family === 'salud'
      ? { modality: r.pick(['Preferente', 'Libre elección'] as const), coverage_ratio: r.pick([60, 70, 80, 90, 100]) }
      : {}),
    ...(family.model === 'colectivo'
      ? {
          minEmployeeQuantity: minEmployees,
          metadata_colectivo: ['Salud', 'Vida', r.chance(0.5) ? 'Dental' : 'Catastrófico'],
        }
      : {}),
    ...(family.family === 'vida'
      ? {
          temporalidad: r.pick(['Anual renovable', 'Temporal 10 años', 'Vida entera']),
          cubre_hasta_los: r.pick([70, 75, 80]),
          aporte_inicial: r.chance(0.3) ? r.pick([5, 10, 20]) : null,
          beneficio_tributario: r.chance(0.4) ? 'APV / 57 bis' : null,
          fondos_disponibles: r.chance(0.3) ? ['Conservador', 'Moderado', 'Agresivo'] : [],
        }
      : {}),
    ...(r.chance(0.3)
      ? {
          coberturas_adicionales: ['Telemedicina', 'Orientación médica telefónica'],
          coberturas_adicionales_tooltip: 'Servicios incluidos sin costo adicional.',
        }
      : {}),
  };
}
