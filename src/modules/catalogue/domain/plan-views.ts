import {
  careCost,
  type CareCost,
  type CareInsurance,
  type CareNetwork,
  type CareScenario,
  type PlanCoverageTerms,
} from '../../pricing/domain/care-cost.js';
import type { IsaprePlanPrice } from '../../pricing/domain/isapre-price.js';
import { formatMoney } from '../../pricing/domain/money.js';
import { isNewProduct } from './novelty.js';
import type { PlanDto } from './plan-card.js';
import { planCoverageMetadata } from './plan-coverage-metadata.js';
import { distanceKm, modalityLabel, planTypeDisplayName } from './plan-search.js';

/**
 * The isapre plans' answers built from their facts (spec 03 §3 §7 §9): the plan card (PlanDto), its price
 * view, its cost of care, its network of prestadores, an isapre's summary and the clinics near a point.
 * Pure: the use cases read the rows and the clock, these shape what the API answers.
 */

/** The plan fields a card reads. */
export interface PlanCardFacts {
  id: number;
  codigoplan: string;
  nombreplan: string;
  organizationId: number;
  codigoprestador: number | null;
  lineaplan: string;
  planTypeId: number;
  amplitudcobertura: string;
  regionCode: string | null;
  estadoplan: string;
  topeanual: number;
  fechainicio: string;
  prestacionesrest: readonly number[];
  basePriceUf: number;
  hospitalPct: number;
  ambulatoryPct: number;
  preferredHospitalPct: number | null;
  preferredAmbulatoryPct: number | null;
  maternity: string | null;
  sample: boolean;
}

/** The organization fields a card reads (the isapre, its preferred provider, its network's clinics). */
export interface PlanOrganizationFacts {
  id: number;
  displayName: string;
  organizationCode: string;
  urlSegment: string;
  image: string | null;
  qpclCodes: readonly string[];
}

export interface PlanCardContext {
  organizations: ReadonlyMap<number, PlanOrganizationFacts>;
  /** The plan_types row of the plan's type, when known. */
  planType: { code: string; displayName: string } | undefined;
  /** The clinics of the plan's network (preferred provider first). */
  network: readonly number[];
  /** Description of each restriction code. */
  restrictions: ReadonlyMap<number, string>;
  now: Date;
}

/** The plan page's address: /Isapre/{isapre}/Planes/{codigoplan} ('Isapre' when the isapre is unknown). */
export function planUrl(isapreUrlSegment: string | undefined, codigoplan: string): string {
  return `/Isapre/${isapreUrlSegment ?? 'Isapre'}/Planes/${codigoplan}`;
}

/** The card's price: the figures, 'Consultar' or '[Desde ]$ 123.456', and only the GES notes for infants. */
export function planPriceView(price: IsaprePlanPrice): PlanDto['price'] {
  return {
    exact: price.exact,
    totalUf: price.totalUf,
    totalClp: price.totalClp,
    factorSum: price.factorSum,
    gesUf: price.gesUf,
    excessClp: price.excessClp,
    extraClp: price.extraClp,
    excedenteClp: price.excedenteClp,
    gesOnlyInfants: price.gesOnlyInfants,
    notes: price.gesOnlyInfants > 0 ? price.notes.filter((n) => n.includes('GES')) : [],
    fits: price.fits,
    text: price.totalClp === null ? 'Consultar' : `${price.exact ? '' : 'Desde '}${formatMoney(price.totalClp, 'CLP')}`,
    budget: price.budget,
  };
}

/** The card's fields before its 'new' badge (the same for every household and day). */
export type PlanCardHead = Pick<
  PlanDto,
  | 'id'
  | 'codigoplan'
  | 'nombreplan'
  | 'url'
  | 'isapre'
  | 'prestador'
  | 'lineaplan'
  | 'modalidadplan'
  | 'network'
  | 'amplitudcobertura'
  | 'regionCode'
  | 'estadoplan'
  | 'topeanual'
  | 'fechainicio'
>;
/** The card's fields between its 'new' badge and its price (the same for every household and day). */
export type PlanCardBody = Omit<PlanDto, keyof PlanCardHead | 'isNew' | 'price' | 'careCost'>;

/**
 * What a plan's card shows whatever the household and the day, in the card's order around the 'new' badge:
 * built once per plan and catalogue (the plan search keeps it, and its JSON, per plan row).
 */
export interface PlanCardStatic {
  head: PlanCardHead;
  body: PlanCardBody;
}

export function planCardStatic(plan: PlanCardFacts, context: Omit<PlanCardContext, 'now'>): PlanCardStatic {
  const { organizations } = context;
  const isapre = organizations.get(plan.organizationId);
  const prestador = plan.codigoprestador ? organizations.get(plan.codigoprestador) : undefined;
  return {
    head: {
      id: plan.id,
      codigoplan: plan.codigoplan,
      nombreplan: plan.nombreplan,
      url: planUrl(isapre?.urlSegment, plan.codigoplan),
      isapre: {
        id: plan.organizationId,
        name: isapre?.displayName ?? '',
        organizationCode: isapre?.organizationCode ?? '',
        url: isapre?.urlSegment ?? '',
        image: isapre?.image ?? null,
        qpclCodes: [...(isapre?.qpclCodes ?? [])],
      },
      prestador: prestador ? { id: prestador.id, name: prestador.displayName, url: prestador.urlSegment } : null,
      lineaplan: plan.lineaplan,
      modalidadplan: {
        id: plan.planTypeId,
        code: context.planType?.code ?? '',
        displayName: planTypeDisplayName(plan.planTypeId, context.planType),
        label: modalityLabel(plan.planTypeId, isapre?.qpclCodes ?? []),
      },
      network: context.network.flatMap((id) => {
        const o = organizations.get(id);
        return o ? [{ id, name: o.displayName, url: o.urlSegment }] : [];
      }),
      amplitudcobertura: plan.amplitudcobertura,
      regionCode: plan.regionCode,
      estadoplan: plan.estadoplan,
      topeanual: plan.topeanual,
      fechainicio: plan.fechainicio,
    },
    body: {
      prestacionesrest: plan.prestacionesrest.map((code) => ({
        code,
        description: context.restrictions.get(code) ?? '',
      })),
      basePriceUf: plan.basePriceUf,
      coverage: {
        hospital: plan.hospitalPct,
        ambulatory: plan.ambulatoryPct,
        preferredHospital: plan.preferredHospitalPct,
        preferredAmbulatory: plan.preferredAmbulatoryPct,
      },
      maternity: plan.maternity,
      sample: plan.sample,
      ...planCoverageMetadata(plan, context.network.length),
    },
  };
}

/** A card from its static parts, the day's badge, the household's price and cost of care. */
export function composePlanCard(
  parts: PlanCardStatic,
  isNew: boolean,
  price: PlanDto['price'],
  cost: CareCost | null,
): PlanDto {
  return { ...parts.head, isNew, ...parts.body, price, careCost: cost };
}

/** A plan card, priced for the household, with its cost of care (null when none was asked). */
export function planCard(
  plan: PlanCardFacts,
  price: IsaprePlanPrice,
  cost: CareCost | null,
  context: PlanCardContext,
): PlanDto {
  return composePlanCard(
    planCardStatic(plan, context),
    isNewProduct(plan.fechainicio, context.now),
    planPriceView(price),
    cost,
  );
}

/** The coverage terms the care arithmetic reads of a plan. */
export function planCoverageTerms(
  plan: Pick<
    PlanCardFacts,
    | 'planTypeId'
    | 'hospitalPct'
    | 'ambulatoryPct'
    | 'preferredHospitalPct'
    | 'preferredAmbulatoryPct'
    | 'topeanual'
    | 'prestacionesrest'
  >,
): PlanCoverageTerms {
  return {
    planTypeId: plan.planTypeId,
    hospitalPct: plan.hospitalPct,
    ambulatoryPct: plan.ambulatoryPct,
    preferredHospitalPct: plan.preferredHospitalPct,
    preferredAmbulatoryPct: plan.preferredAmbulatoryPct,
    topeanualUf: plan.topeanual,
    restrictions: plan.prestacionesrest,
  };
}

/** The yearly cost of care of a priced plan: null without scenarios or without a price ('Consultar'). */
export function planCareCost(
  plan: Parameters<typeof planCoverageTerms>[0],
  price: Pick<IsaprePlanPrice, 'totalClp' | 'budget'>,
  care: {
    scenarios: readonly CareScenario[];
    network: CareNetwork;
    ufValue: number;
    insurance: CareInsurance | null;
  },
): CareCost | null {
  if (care.scenarios.length === 0 || price.totalClp === null) return null;
  return careCost({
    scenarios: care.scenarios,
    terms: planCoverageTerms(plan),
    network: care.network,
    ufValue: care.ufValue,
    monthlyPlanClp: price.totalClp,
    contributionClp: price.budget.contribution,
    insurance: care.insurance,
  });
}

export interface PlanPrestadorRow {
  organizationId: number;
  hospitalPct: number;
  ambulatoryPct: number;
}

export interface PlanPrestador {
  id: number;
  name: string;
  url: string;
  city: string | null;
  hospitalPct: number;
  ambulatoryPct: number;
  preferente: boolean;
}

/**
 * The plan's network with its percentages. The preferred provider is part of the network even when it has
 * no row of its own (issue 13): it comes first, with the plan's preferred percentages (or its general ones).
 */
export function planPrestadores(
  plan: Pick<
    PlanCardFacts,
    'codigoprestador' | 'hospitalPct' | 'ambulatoryPct' | 'preferredHospitalPct' | 'preferredAmbulatoryPct'
  >,
  rows: readonly PlanPrestadorRow[],
  organizations: ReadonlyMap<number, { displayName: string; urlSegment: string; city: string | null }>,
): PlanPrestador[] {
  const all = [...rows];
  if (plan.codigoprestador !== null && !all.some((r) => r.organizationId === plan.codigoprestador)) {
    all.unshift({
      organizationId: plan.codigoprestador,
      hospitalPct: plan.preferredHospitalPct ?? plan.hospitalPct,
      ambulatoryPct: plan.preferredAmbulatoryPct ?? plan.ambulatoryPct,
    });
  }
  return all.map((r) => {
    const o = organizations.get(r.organizationId);
    return {
      id: r.organizationId,
      name: o?.displayName ?? '',
      url: o?.urlSegment ?? '',
      city: o?.city ?? null,
      hospitalPct: r.hospitalPct,
      ambulatoryPct: r.ambulatoryPct,
      preferente: plan.codigoprestador === r.organizationId,
    };
  });
}

export interface IsapreSummaryFacts {
  id: number;
  organizationCode: string;
  displayName: string;
  urlSegment: string;
  image: string | null;
  isOpen: boolean;
  qpclCodes: string[];
  gesUf: number | null;
  sample: boolean;
}

export interface IsapreSummary {
  id: number;
  organizationCode: string;
  displayName: string;
  url: string;
  image: string | null;
  isOpen: boolean;
  qpclCodes: string[];
  gesUf: number | null;
  /** Every plan of the isapre, and those for sale (Comercializable). */
  plans: number;
  plansForSale: number;
  sample: boolean;
}

/** An isapre with its plan counts (GET /api/isapres/{id}). */
export function isapreSummary(
  isapre: IsapreSummaryFacts,
  plans: readonly { organizationId: number; estadoplan: string }[],
): IsapreSummary {
  const own = plans.filter((p) => p.organizationId === isapre.id);
  return {
    id: isapre.id,
    organizationCode: isapre.organizationCode,
    displayName: isapre.displayName,
    url: isapre.urlSegment,
    image: isapre.image,
    isOpen: isapre.isOpen,
    qpclCodes: isapre.qpclCodes,
    gesUf: isapre.gesUf,
    plans: own.length,
    plansForSale: own.filter((p) => p.estadoplan === 'Comercializable').length,
    sample: isapre.sample,
  };
}

export interface ClinicFacts {
  id: number;
  organizationType: string;
  displayName: string;
  urlSegment: string;
  city: string | null;
  region: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
}

export interface ClinicNear {
  id: number;
  name: string;
  url: string;
  city: string | null;
  region: string | null;
  address: string | null;
  lat: number;
  lng: number;
  /** Plans for sale whose network includes the clinic. */
  plans: number;
  distanceKm: number | null;
}

export interface ClinicsNear {
  data: ClinicNear[];
  metaData: { appliedOrder: 'distance' | 'name' };
}

/**
 * '¿Dónde me puedo atender?': the clinics with coordinates and their plan counts, nearest first from the
 * visitor's point (order distance, then name), or by name (es-CL) without a point.
 */
export function clinicsNear(
  organizations: readonly ClinicFacts[],
  plansByClinic: ReadonlyMap<number, number>,
  location: { lat: number; lng: number } | null,
): ClinicsNear {
  const clinics: ClinicNear[] = organizations.flatMap((o) =>
    o.organizationType === 'CLINICA' && o.lat !== null && o.lng !== null
      ? [
          {
            id: o.id,
            name: o.displayName,
            url: o.urlSegment,
            city: o.city,
            region: o.region,
            address: o.address,
            lat: o.lat,
            lng: o.lng,
            plans: plansByClinic.get(o.id) ?? 0,
            distanceKm: location ? distanceKm(location, { lat: o.lat, lng: o.lng }) : null,
          },
        ]
      : [],
  );
  clinics.sort((a, b) =>
    location ? a.distanceKm! - b.distanceKm! || a.name.localeCompare(b.name) : a.name.localeCompare(b.name, 'es'),
  );
  return { data: clinics, metaData: { appliedOrder: location ? 'distance' : 'name' } };
}
