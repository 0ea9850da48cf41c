/**
 * The plan card's coverage figures in the shape of spec 02 §3 (the existing site's keys): the preferred
 * network's percentage with how many providers it has (cuenta), and the libre elección percentage, for
 * hospital and ambulatory care. A plan without preferred percentages has no preferred network (cuenta 0).
 */
export interface PlanCoverageMetadata {
  hosp_preferente_metadata: { cuenta: number; preferente_porc_hosp: number | null };
  amb_preferente_metadata: { cuenta: number; preferente_porc_amb: number | null };
  hosp_le_metadata: { porc_hosp_le: number };
  amb_le_metadata: { porc_amb_le: number };
}

export function planCoverageMetadata(
  plan: {
    hospitalPct: number;
    ambulatoryPct: number;
    preferredHospitalPct: number | null;
    preferredAmbulatoryPct: number | null;
  },
  networkSize: number,
): PlanCoverageMetadata {
  return {
    hosp_preferente_metadata: {
      cuenta: plan.preferredHospitalPct === null ? 0 : networkSize,
      preferente_porc_hosp: plan.preferredHospitalPct,
    },
    amb_preferente_metadata: {
      cuenta: plan.preferredAmbulatoryPct === null ? 0 : networkSize,
      preferente_porc_amb: plan.preferredAmbulatoryPct,
    },
    hosp_le_metadata: { porc_hosp_le: plan.hospitalPct },
    amb_le_metadata: { porc_amb_le: plan.ambulatoryPct },
  };
}

/** '90% en 4 prestadores preferentes' (or in 1 prestador), or null without a preferred network. */
export function preferredCoverageText(pct: number | null, cuenta: number): string | null {
  if (pct === null) return null;
  if (cuenta === 0) return `${pct}% preferente`;
  return `${pct}% en ${cuenta} ${cuenta === 1 ? 'prestador preferente' : 'prestadores preferentes'}`;
}
