import { formatMoney, formatPercent } from '../../pricing/domain/money.js';
import type { CoverageRequirement } from './product-card.js';

/**
 * Coverage requirement texts (spec 01 §5, §9): what the product asks of Fonasa or the isapre before it pays.
 */

/** Cap of what the product pays when the prevision covered nothing on medical consultations. */
export const NO_PREVISION_CAP_UF = 2;

export function coverageRequirementText(requirement: CoverageRequirement | null | undefined): string {
  if (!requirement) return 'Sin exigencias';
  if (requirement.value === 0) return 'Sin Requisito';
  const prevision = requirement.previsionType?.name ?? 'Fonasa o Isapre';
  switch (requirement.unit) {
    case '%': {
      const percent = formatPercent(requirement.value);
      return `Tu ${prevision} debe cubrir al menos el ${percent}; si cubre menos, el seguro paga como si hubiera cubierto el ${percent}.`;
    }
    case 'BM':
      return `Fonasa BM: exige una bonificación mínima de ${formatPercent(requirement.value)} por prestador.`;
    case 'UF':
    case 'CLP':
      return `El prestador debe reembolsar al menos ${formatMoney(requirement.value, requirement.unit)}.`;
    default:
      return 'Sin exigencias';
  }
}

/** The note added when the product pays without previsional coverage (plan %, capped at 2 UF). */
export function noPrevisionCoverageText(requirement: CoverageRequirement | null | undefined): string | null {
  if (!requirement || requirement.previousCoverage) return null;
  return `Sin cobertura previsional en consultas médicas, el seguro paga el porcentaje del plan con tope de ${NO_PREVISION_CAP_UF} UF.`;
}

/** Every line the card shows for the requirement. */
export function coverageRequirementTexts(requirement: CoverageRequirement | null | undefined): string[] {
  const note = noPrevisionCoverageText(requirement);
  return note ? [coverageRequirementText(requirement), note] : [coverageRequirementText(requirement)];
}
