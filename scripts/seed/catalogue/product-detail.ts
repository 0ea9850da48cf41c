import type { NewProduct } from '../../../src/modules/catalogue/index.js';
import { AGE_BANDS } from '../../../src/modules/pricing/domain/tariff.js';
import { SAMPLE_NOTE } from './sample-note.js';
import type { Random } from './random.js';

/** The detail page's texts: conditions (with the maximum entry age), exclusions, extra benefits, FAQ and SEO. */
export function productDetail(
  r: Random,
  name: string,
  organizationName: string,
  maxBand: number,
): NewProduct['detail'] {
  return {
    conditions: [
      'Vigencia anual con renovación automática.',
      `Edad máxima de ingreso: ${AGE_BANDS[maxBand]!.to >= 120 ? 80 : AGE_BANDS[maxBand]!.to} años.`,
      'Los reembolsos se pagan en un plazo de 5 días hábiles.',
      SAMPLE_NOTE,
    ],
    exclusions: [
      'Enfermedades preexistencias no declaradas.',
      'Tratamientos estéticos no reparadores.',
      'Lesiones por participar en actos delictivos.',
    ],
    extraBenefits: r.sample(
      ['Telemedicina sin costo', 'Descuentos en farmacias', 'Orientación médica 24/7', 'Segunda opinión médica'],
      2,
    ),
    faq: [
      {
        question: '¿Desde cuándo tengo cobertura?',
        answer: 'Desde el primer día del mes siguiente a la contratación, salvo carencias.',
      },
      {
        question: '¿Puedo incluir a mi familia?',
        answer: 'Sí, puedes agregar a tu pareja y cargas pagando la prima de cada uno.',
      },
      { question: '¿Es un producto real?', answer: 'No. Es un producto de ejemplo del comparador.' },
    ],
    seo: {
      title: `${name} — ${organizationName}`,
      description: `Compara ${name} de ${organizationName}. ${SAMPLE_NOTE}`,
      image: null,
    },
  };
}
