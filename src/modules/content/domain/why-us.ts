/**
 * '¿Por qué cotizar con nosotros?' for a comparator (GET api/whyUs/{id}, spec 03 §7; the TESTWHYWEFORM
 * experiment's 'withWhyWe' form, spec 02 §7): the reasons the site gives beside the profile form.
 */
export interface WhyUs {
  comparatorId: number;
  title: string;
  items: { icon: string; title: string; text: string }[];
}

const REASONS: WhyUs['items'] = [
  {
    icon: 'price',
    title: 'Precio exacto para tu perfil',
    text: 'Calculamos el precio de cada seguro para las personas que ingresas, sin valores de referencia escondidos.',
  },
  {
    icon: 'compare',
    title: 'Compara hasta 3 seguros',
    text: 'Pon lado a lado coberturas, topes y deducibles antes de decidir.',
  },
  {
    icon: 'advisor',
    title: 'Asesoría sin costo',
    text: 'Un ejecutivo te ayuda a elegir y a contratar, sin costo adicional para ti.',
  },
  {
    icon: 'online',
    title: 'Contratación en línea',
    text: 'Muchos seguros se contratan y pagan en línea en pocos minutos.',
  },
];

export function whyUsFor(comparator: { id: number; name: string }): WhyUs {
  return {
    comparatorId: comparator.id,
    title: `¿Por qué cotizar ${comparator.name} con nosotros?`,
    items: REASONS.map((reason) => ({ ...reason })),
  };
}
