/**
 * GET api/comparator/blockzone and api/comparator/faq (spec 03 §7; shapes not shown): the blocks of text a
 * comparator page shows around its results, and its frequently asked questions. The texts are the same for
 * every comparator of Chile, titled with the comparator's name.
 */

export interface BlockZone {
  /** Where the block goes on the comparator page. */
  zone: 'header' | 'steps' | 'footer';
  title: string;
  text: string;
}

export interface ComparatorRef {
  id: number;
  name: string;
}

export function comparatorBlockzones(comparator: ComparatorRef | null) {
  const name = comparator?.name ?? 'seguros';
  const zones: BlockZone[] = [
    {
      zone: 'header',
      title: `Compara ${name} con el precio para tu familia`,
      text: 'Ingresa quiénes se asegurarán y verás el precio mensual exacto de cada plan, con sus coberturas, topes y deducibles.',
    },
    {
      zone: 'steps',
      title: 'Cómo funciona',
      text: 'Ingresa tu perfil, compara hasta 3 planes lado a lado y contrata en línea o pide que un ejecutivo te llame.',
    },
    {
      zone: 'footer',
      title: 'Precios referenciales en UF',
      text: 'Los precios se calculan con la UF del día y son referenciales hasta que la compañía acepta tu solicitud.',
    },
  ];
  return { comparatorId: comparator?.id ?? null, zones };
}

const QUESTIONS: { question: string; answer: string }[] = [
  {
    question: '¿Cuánto cuesta usar el comparador?',
    answer: 'Nada. Comparar, pedir asesoría y contratar a través del sitio no tiene costo para ti.',
  },
  {
    question: '¿El precio que veo es el que pagaré?',
    answer:
      'Es el precio para el perfil que ingresaste con la UF del día. Puede cambiar si los datos declarados no son correctos o si la compañía pide una declaración de salud.',
  },
  {
    question: '¿Quién emite el seguro?',
    answer: 'La compañía que ofrece cada plan. Nosotros te ayudamos a elegir y a hacer la solicitud.',
  },
  {
    question: '¿Puedo contratar en línea?',
    answer:
      'Sí, en los seguros que lo permiten verás el botón para contratar en línea. En los demás, un ejecutivo te contacta.',
  },
];

export function comparatorFaq(comparator: ComparatorRef | null) {
  return {
    comparatorId: comparator?.id ?? null,
    title: `Preguntas frecuentes${comparator ? ` sobre ${comparator.name}` : ''}`,
    items: QUESTIONS.map((item) => ({ ...item })),
  };
}
