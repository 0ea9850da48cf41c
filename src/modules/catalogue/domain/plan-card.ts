import type { CareCost } from '../../pricing/domain/care-cost.js';
import type { IsapreBudget } from '../../pricing/domain/isapre-price.js';
import type { PlanCoverageMetadata } from './plan-coverage-metadata.js';

/** A plan card as the plan search and /api/infoplanes/infoplan answer it: one type for the server and web/. */
export interface PlanDto extends PlanCoverageMetadata {
  id: number;
  codigoplan: string;
  nombreplan: string;
  url: string;
  isapre: {
    id: number;
    name: string;
    organizationCode: string;
    url: string;
    image: string | null;
    qpclCodes: string[];
  };
  prestador: { id: number; name: string; url: string } | null;
  lineaplan: string;
  modalidadplan: { id: number; code: string; displayName: string; label: string };
  /** The plan's network of clinics (preferred provider first). */
  network: { id: number; name: string; url: string }[];
  amplitudcobertura: string;
  regionCode: string | null;
  estadoplan: string;
  /** UF; 0: no cap. */
  topeanual: number;
  fechainicio: string;
  isNew: boolean;
  prestacionesrest: { code: number; description: string }[];
  basePriceUf: number;
  coverage: {
    hospital: number;
    ambulatory: number;
    preferredHospital: number | null;
    preferredAmbulatory: number | null;
  };
  maternity: string | null;
  sample: boolean;
  price: {
    exact: boolean;
    totalUf: number | null;
    totalClp: number | null;
    factorSum: number | null;
    gesUf: number;
    excessClp: number | null;
    extraClp: number | null;
    excedenteClp: number | null;
    gesOnlyInfants: number;
    notes: string[];
    fits: boolean | null;
    text: string;
    /** The visitor's 7% (imponible, cap) the extra and excedente come from: the plan page's payment view. */
    budget: IsapreBudget;
  };
  /** The estimated yearly cost of the chosen scenarios (null when none was chosen). */
  careCost: CareCost | null;
}
