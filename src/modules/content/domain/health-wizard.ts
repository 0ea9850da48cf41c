/**
 * "Encuentra tu seguro de salud ideal" (spec 02 §2.1, wizard/seguros-de-salud): a few questions that lead to
 * the health comparator already filtered (insurance type, prevision) and sorted (price or recommended).
 * The query keys are the result list's (web/src/features/results/search-state.ts): prevision, orden.
 */

export interface WizardQuestion {
  id: 'need' | 'prevision' | 'priority';
  title: string;
  options: readonly { value: string; label: string }[];
}

export const HEALTH_WIZARD_TITLE = 'Encuentra tu seguro de salud ideal';

export const HEALTH_WIZARD: readonly WizardQuestion[] = [
  {
    id: 'need',
    title: '¿Qué quieres proteger?',
    options: [
      { value: 'Complementario', label: 'Mis gastos médicos frecuentes (consultas, exámenes, urgencias)' },
      { value: 'Catastrofico', label: 'Gastos muy altos, como una cirugía o una hospitalización larga' },
      { value: 'Complementario-Catastrofico', label: 'Ambos: gastos frecuentes y gastos altos' },
      { value: 'Oncologico', label: 'Un tratamiento contra el cáncer' },
      { value: 'Dental', label: 'Mi salud dental' },
    ],
  },
  {
    id: 'prevision',
    title: '¿Cuál es tu previsión de salud?',
    options: [
      { value: 'Fonasa', label: 'Fonasa' },
      { value: 'Isapre', label: 'Isapre' },
      { value: 'ninguna', label: 'No sé / ninguna' },
    ],
  },
  {
    id: 'priority',
    title: '¿Qué te importa más?',
    options: [
      { value: 'lowerPrice', label: 'Pagar lo menos posible' },
      { value: 'recommended', label: 'La mejor cobertura por lo que pago' },
      { value: 'popular', label: 'Lo que más eligen otras personas' },
    ],
  },
];

export type WizardAnswers = Partial<Record<WizardQuestion['id'], string>>;

/** The comparison the answers lead to; unknown or missing answers leave that filter out. */
export function healthWizardTarget(answers: WizardAnswers): string {
  const valid = (id: WizardQuestion['id']) => {
    const value = answers[id];
    return HEALTH_WIZARD.find((q) => q.id === id)!.options.some((option) => option.value === value) ? value : undefined;
  };
  const need = valid('need');
  const prevision = valid('prevision');
  const priority = valid('priority');
  const params = new URLSearchParams();
  if (prevision === 'Fonasa' || prevision === 'Isapre') params.set('prevision', prevision);
  if (priority && priority !== 'recommended') params.set('orden', priority);
  const query = params.toString();
  return `/Comparar/Seguros-de-Salud${need ? `/${need}` : ''}${query ? `?${query}` : ''}`;
}
