import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { PRICING, type PricingService } from '../../pricing/index.js';
import { isapreBudget, isaprePlanPrice, type IsapreBudget, type IsaprePlanPrice } from '../../pricing/index.js';
import {
  careCost,
  withQuantities,
  type CareBenefit,
  type CareCost,
  type CareInsurance,
  type CareNetwork,
  type CareScenario,
  type PlanCoverageTerms,
} from '../../pricing/index.js';
import { formatMoney } from '../../pricing/index.js';
import { contributorIncome, incomeIsTaxable, insuredPersons, type Profile } from '../../pricing/index.js';
import { parseOrganizationType } from '../domain/categories.js';
import { CatalogueBadRequestError, CatalogueNotFoundError } from '../domain/errors.js';
import { isNewProduct } from '../domain/novelty.js';
import { distanceKm, modalityLabel, type PlanFacts, type PlanFilter, type PlanOrder } from '../domain/plan-search.js';
import type { CareScenarios } from './care-scenarios.js';
import type { SimulatorInsurances } from './simulator-insurances.js';
import { planCoverageMetadata } from '../domain/plan-coverage-metadata.js';
import { planSearchIndexOf, plansForSaleByClinic, searchPlanIndex } from './plan-search-index.js';
import { CATALOGUE } from '../tokens.js';
import type { PlanDto } from '../domain/plan-card.js';

export type { PlanDto };
import type { CompareProducts } from './compare-products.js';
import type { IsaprePlanReader, OrganizationRow, PlanIndexRow, RiskFactorTableRow } from './ports.js';

export interface PlanQuery {
  profile: Profile | null;
  page: number;
  take: number;
  organizations: (string | number)[];
  planTypes: number[];
  region: string | null;
  prestador: string | number | null;
  /** Clinics the plan's network must include (all of them). */
  clinics: (string | number)[];
  minHospitalPct: number | null;
  minAmbulatoryPct: number | null;
  minTopeUf: number | null;
  maternity: string | null;
  excludedRestrictions: number[];
  states: string[];
  fromPrice: number | null;
  toPrice: number | null;
  onlyBudget: boolean;
  restrictions: 'any' | 'none';
  order: PlanOrder;
  /** Cost-of-care scenarios to estimate (codes), where the care happens, and the visitor's quantities. */
  scenarios: string[];
  network: CareNetwork;
  quantities: Partial<Record<CareBenefit, number>>;
  /** A catalogue product (code) the simulator adds to every plan, or null. */
  insurance: string | null;
  uuid: string | null;
}

export const DEFAULT_PLAN_QUERY: Omit<PlanQuery, 'profile'> = {
  page: 1,
  take: 20,
  organizations: [],
  planTypes: [],
  region: null,
  prestador: null,
  clinics: [],
  minHospitalPct: null,
  minAmbulatoryPct: null,
  minTopeUf: null,
  maternity: null,
  excludedRestrictions: [],
  states: ['Comercializable'],
  fromPrice: null,
  toPrice: null,
  onlyBudget: false,
  restrictions: 'any',
  order: 'lowerPrice',
  scenarios: [],
  network: 'preferente',
  quantities: {},
  insurance: null,
  uuid: null,
};

interface PlanSnapshot {
  version: number;
  plans: PlanIndexRow[];
  byCode: Map<string, PlanIndexRow>;
  /** Clinics of each plan's network (plan_prestadores plus its preferred provider). */
  networks: Map<number, number[]>;
  /** What the search rules read of each plan, built once per catalogue version. */
  facts: Map<number, PlanFacts>;
  tables: Map<number, RiskFactorTableRow>;
  planTypes: Map<number, { id: number; code: string; displayName: string }>;
  restrictions: Map<number, string>;
}

const PLAN_TYPE_LABEL: Record<number, string> = { 0: 'Libre elección', 1: 'Prestador preferente', 2: 'Plan cerrado' };

/** Isapre plans (spec 03 §3, §9): the plan comparison with the 7% model and the plan information calls. */
@injectable()
export class IsaprePlans {
  private snapshot: PlanSnapshot | null = null;
  private loading: Promise<PlanSnapshot> | null = null;

  constructor(
    @inject(CATALOGUE.PlanReader) private readonly reader: IsaprePlanReader,
    @inject(CATALOGUE.CompareProducts) private readonly catalogue: CompareProducts,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(CATALOGUE.CareScenarioList) private readonly scenarios: CareScenarios,
    @inject(CATALOGUE.SimulatorInsurances) private readonly insurances: SimulatorInsurances,
  ) {}

  private async plans(): Promise<PlanSnapshot> {
    const catalogue = await this.catalogue.current();
    if (this.snapshot && this.snapshot.version === catalogue.version) return this.snapshot;
    if (this.loading) return this.loading;
    this.loading = (async () => {
      const [plans, tables, planTypes, restrictions, networkRows] = await Promise.all([
        this.reader.plans(),
        this.reader.riskTables(),
        this.reader.planTypes(),
        this.reader.restrictionCodes(),
        this.reader.networks(),
      ]);
      const networks = new Map<number, number[]>();
      for (const plan of plans) networks.set(plan.id, plan.codigoprestador ? [plan.codigoprestador] : []);
      for (const row of networkRows) {
        const list = networks.get(row.planId);
        if (list && !list.includes(row.organizationId)) list.push(row.organizationId);
      }
      return {
        version: catalogue.version,
        plans,
        byCode: new Map(plans.map((p) => [p.codigoplan.toLowerCase(), p])),
        networks,
        facts: new Map(plans.map((p) => [p.id, { ...p, network: networks.get(p.id) ?? [] }])),
        tables: new Map(tables.map((t) => [t.id, t])),
        planTypes: new Map(planTypes.map((t) => [t.id, t])),
        restrictions: new Map(restrictions.map((r) => [r.code, r.description])),
      };
    })().finally(() => {
      this.loading = null;
    });
    this.snapshot = await this.loading;
    return this.snapshot;
  }

  private dto(
    snapshot: PlanSnapshot,
    organizations: Map<number, OrganizationRow>,
    plan: PlanIndexRow,
    price: IsaprePlanPrice,
    cost: CareCost | null = null,
  ): PlanDto {
    const isapre = organizations.get(plan.organizationId);
    const prestador = plan.codigoprestador ? organizations.get(plan.codigoprestador) : undefined;
    const type = snapshot.planTypes.get(plan.planTypeId);
    return {
      id: plan.id,
      codigoplan: plan.codigoplan,
      nombreplan: plan.nombreplan,
      url: `/Isapre/${isapre?.urlSegment ?? 'Isapre'}/Planes/${plan.codigoplan}`,
      isapre: {
        id: plan.organizationId,
        name: isapre?.displayName ?? '',
        organizationCode: isapre?.organizationCode ?? '',
        url: isapre?.urlSegment ?? '',
        image: isapre?.image ?? null,
        qpclCodes: isapre?.qpclCodes ?? [],
      },
      prestador: prestador ? { id: prestador.id, name: prestador.displayName, url: prestador.urlSegment } : null,
      lineaplan: plan.lineaplan,
      modalidadplan: {
        id: plan.planTypeId,
        code: type?.code ?? '',
        displayName: type?.displayName ?? PLAN_TYPE_LABEL[plan.planTypeId] ?? '',
        label: modalityLabel(plan.planTypeId, isapre?.qpclCodes ?? []),
      },
      network: (snapshot.networks.get(plan.id) ?? []).flatMap((id) => {
        const o = organizations.get(id);
        return o ? [{ id, name: o.displayName, url: o.urlSegment }] : [];
      }),
      amplitudcobertura: plan.amplitudcobertura,
      regionCode: plan.regionCode,
      estadoplan: plan.estadoplan,
      topeanual: plan.topeanual,
      fechainicio: plan.fechainicio,
      isNew: isNewProduct(plan.fechainicio, this.clock.now()),
      prestacionesrest: plan.prestacionesrest.map((code) => ({
        code,
        description: snapshot.restrictions.get(code) ?? '',
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
      ...planCoverageMetadata(plan, snapshot.networks.get(plan.id)?.length ?? 0),
      price: {
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
        text:
          price.totalClp === null ? 'Consultar' : `${price.exact ? '' : 'Desde '}${formatMoney(price.totalClp, 'CLP')}`,
        budget: price.budget,
      },
      careCost: cost,
    };
  }

  private terms(plan: PlanIndexRow): PlanCoverageTerms {
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

  private resolveOrganization(
    list: readonly OrganizationRow[],
    value: string | number,
    type: string | null,
    message: string,
  ): number {
    const key = String(value).trim().toLowerCase();
    const found = list.find(
      (o) =>
        (type === null || o.organizationType === type) &&
        (String(o.id) === key || o.organizationCode.toLowerCase() === key || o.urlSegment.toLowerCase() === key),
    );
    if (!found) throw new CatalogueBadRequestError(`${message}: ${value}.`);
    return found.id;
  }

  private priceOf(
    plan: PlanIndexRow,
    snapshot: PlanSnapshot,
    profile: Profile | null,
    uf: { value: number; date: string },
    gesUf: number,
  ) {
    const table = snapshot.tables.get(plan.riskTableId);
    return isaprePlanPrice({ basePriceUf: plan.basePriceUf, gesUf, factors: table?.factors ?? [] }, profile, uf);
  }

  /** GET/POST …/compare/metadataPlanesPersonas: plans priced for the household, with the visitor's budget. */
  async compare(query: PlanQuery): Promise<{
    data: PlanDto[];
    total: number;
    page: number;
    take: number;
    metaData: {
      uuid: string;
      budget: IsapreBudget;
      uf: { value: number; date: string };
      sample: boolean;
      beneficiaries: number;
      appliedOrder: PlanOrder;
      scenarios: Pick<CareScenario, 'code' | 'name' | 'source' | 'asOf' | 'sample'>[];
      insurance: CareInsurance | null;
    };
  }> {
    const [snapshot, catalogue, rates, scenarios, insurance] = await Promise.all([
      this.plans(),
      this.catalogue.current(),
      this.pricing.currentRates(),
      this.scenarios.byCodes(query.scenarios),
      query.insurance ? this.insurances.resolve(query.insurance, query.profile) : null,
    ]);
    const organizations = catalogue.organizations;
    const list = catalogue.organizationList;
    const clinics = [...query.clinics, ...(query.prestador !== null ? [query.prestador] : [])].map((value) =>
      this.resolveOrganization(list, value, null, 'Prestador desconocido'),
    );
    const filter: PlanFilter = {
      isapres: query.organizations.map((value) =>
        this.resolveOrganization(list, value, 'ISAPRE', 'Isapre desconocida'),
      ),
      modalities: query.planTypes,
      clinics,
      minHospitalPct: query.minHospitalPct,
      minAmbulatoryPct: query.minAmbulatoryPct,
      minTopeUf: query.minTopeUf,
      region: query.region,
      maternity: query.maternity,
      excludedRestrictions: [...query.excludedRestrictions, ...(query.restrictions === 'none' ? [6] : [])],
      states: query.states.length > 0 ? query.states : ['Comercializable'],
    };
    const chosen = scenarios.map((scenario) => withQuantities(scenario, query.quantities));
    const budget = isapreBudget(contributorIncome(query.profile), rates.uf.value, incomeIsTaxable(query.profile));
    const persons = insuredPersons(query.profile).filter((p) => p.role !== 'mascota');
    const beneficiaries = persons.length;
    const order = query.order === 'yearlyCost' && chosen.length === 0 ? 'lowerPrice' : query.order;
    // The index (plan-search-index.ts) filters, prices, costs and keeps the page without sorting every plan.
    const index = planSearchIndexOf(snapshot.plans, snapshot.networks, snapshot.tables, organizations);
    const found = searchPlanIndex(index, {
      filter,
      persons,
      ufValue: rates.uf.value,
      fromPrice: query.fromPrice,
      toPrice: query.toPrice,
      onlyBudget: query.onlyBudget,
      budget,
      order,
      care: chosen.length > 0 ? { scenarios: chosen, network: query.network, insurance } : null,
      skip: (query.page - 1) * query.take,
      take: query.take,
    });
    return {
      // Only the page's plans get the full price lines and the cost-of-care breakdown.
      data: found.rows.map((plan) => {
        const price = this.priceOf(
          plan,
          snapshot,
          query.profile,
          rates.uf,
          organizations.get(plan.organizationId)?.gesUf ?? 0,
        );
        const cost =
          chosen.length > 0 && price.totalClp !== null
            ? careCost({
                scenarios: chosen,
                terms: this.terms(plan),
                network: query.network,
                ufValue: rates.uf.value,
                monthlyPlanClp: price.totalClp,
                contributionClp: price.budget.contribution,
                insurance,
              })
            : null;
        return this.dto(snapshot, organizations, plan, price, cost);
      }),
      total: found.total,
      page: query.page,
      take: query.take,
      metaData: {
        uuid: query.uuid ?? randomUUID(),
        budget,
        uf: rates.uf,
        sample: catalogue.sample,
        beneficiaries,
        appliedOrder: order,
        scenarios: chosen.map(({ code, name, source, asOf, sample }) => ({ code, name, source, asOf, sample })),
        insurance,
      },
    };
  }

  /** The cost of care of one plan (plan page, GET /api/infoplanes/costo). */
  async planCareCost(
    code: string,
    profile: Profile | null,
    options: {
      scenarios: string[];
      network: CareNetwork;
      quantities: Partial<Record<CareBenefit, number>>;
      insurance?: string | null;
    },
  ): Promise<{ plan: PlanDto; scenarios: CareScenario[]; insurance: CareInsurance | null }> {
    const { snapshot, plan } = await this.plan(code);
    const [catalogue, rates, scenarios, insurance] = await Promise.all([
      this.catalogue.current(),
      this.pricing.currentRates(),
      this.scenarios.byCodes(options.scenarios),
      options.insurance ? this.insurances.resolve(options.insurance, profile) : null,
    ]);
    const gesUf = catalogue.organizations.get(plan.organizationId)?.gesUf ?? 0;
    const price = this.priceOf(plan, snapshot, profile, rates.uf, gesUf);
    const chosen = scenarios.map((scenario) => withQuantities(scenario, options.quantities));
    const cost =
      chosen.length > 0 && price.totalClp !== null
        ? careCost({
            scenarios: chosen,
            terms: this.terms(plan),
            network: options.network,
            ufValue: rates.uf.value,
            monthlyPlanClp: price.totalClp,
            contributionClp: price.budget.contribution,
            insurance,
          })
        : null;
    return { plan: this.dto(snapshot, catalogue.organizations, plan, price, cost), scenarios: chosen, insurance };
  }

  /** Clinics with coordinates, nearest first from a point (order `distance`), with the plans that cover there. */
  async clinicsNear(location: { lat: number; lng: number } | null) {
    const [snapshot, catalogue] = await Promise.all([this.plans(), this.catalogue.current()]);
    const counts = plansForSaleByClinic(
      planSearchIndexOf(snapshot.plans, snapshot.networks, snapshot.tables, catalogue.organizations),
    );
    const clinics = catalogue.organizationList
      .filter((o) => o.organizationType === 'CLINICA' && o.lat !== null && o.lng !== null)
      .map((o) => ({
        id: o.id,
        name: o.displayName,
        url: o.urlSegment,
        city: o.city,
        region: o.region,
        address: o.address,
        lat: o.lat!,
        lng: o.lng!,
        plans: counts.get(o.id) ?? 0,
        distanceKm: location ? distanceKm(location, { lat: o.lat!, lng: o.lng! }) : null,
      }));
    clinics.sort((a, b) =>
      location ? a.distanceKm! - b.distanceKm! || a.name.localeCompare(b.name) : a.name.localeCompare(b.name, 'es'),
    );
    return { data: clinics, metaData: { appliedOrder: location ? 'distance' : 'name' } };
  }

  async scenarioList() {
    return this.scenarios.list();
  }

  private async plan(code: string) {
    const snapshot = await this.plans();
    const plan = snapshot.byCode.get(code.trim().toLowerCase()) ?? snapshot.plans.find((p) => String(p.id) === code);
    if (!plan) throw new CatalogueNotFoundError(`No existe el plan ${code}.`);
    return { snapshot, plan };
  }

  async info(code: string, profile: Profile | null = null): Promise<PlanDto> {
    const { snapshot, plan } = await this.plan(code);
    const [catalogue, rates] = await Promise.all([this.catalogue.current(), this.pricing.currentRates()]);
    const gesUf = catalogue.organizations.get(plan.organizationId)?.gesUf ?? 0;
    return this.dto(snapshot, catalogue.organizations, plan, this.priceOf(plan, snapshot, profile, rates.uf, gesUf));
  }

  /** The plan's risk-factor table (GET /api/infoplanes/factores). */
  async factors(code: string) {
    const { snapshot, plan } = await this.plan(code);
    const table = snapshot.tables.get(plan.riskTableId);
    return { codigoplan: plan.codigoplan, table: table?.name ?? null, factors: table?.factors ?? [] };
  }

  async prestadores(code: string) {
    const { plan } = await this.plan(code);
    const catalogue = await this.catalogue.current();
    const rows = await this.reader.planPrestadores(plan.id);
    // The preferred provider is part of the network even when it has no row of its own (issue 13).
    if (plan.codigoprestador !== null && !rows.some((r) => r.organizationId === plan.codigoprestador)) {
      rows.unshift({
        organizationId: plan.codigoprestador,
        hospitalPct: plan.preferredHospitalPct ?? plan.hospitalPct,
        ambulatoryPct: plan.preferredAmbulatoryPct ?? plan.ambulatoryPct,
      });
    }
    return rows.map((r) => {
      const o = catalogue.organizations.get(r.organizationId);
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

  /** Benefit lines of the plan: coverage percentages and caps by benefit group. */
  async prestaciones(code: string) {
    const { snapshot, plan } = await this.plan(code);
    const restricted = new Set(plan.prestacionesrest.filter((c) => c !== 6));
    const line = (name: string, pct: number, topUf: number | null, restrictionCode?: number) => ({
      prestacion: name,
      coberturaPct: restrictionCode && restricted.has(restrictionCode) ? Math.min(pct, 25) : pct,
      topeUf: topUf,
      restringida: restrictionCode ? restricted.has(restrictionCode) : false,
      restriccion:
        restrictionCode && restricted.has(restrictionCode)
          ? (snapshot.restrictions.get(restrictionCode) ?? null)
          : null,
    });
    return [
      line('Día cama', plan.hospitalPct, plan.topeanual > 0 ? Math.round(plan.topeanual / 20) : null),
      line('Derecho de pabellón', plan.hospitalPct, null),
      line('Honorarios médicos quirúrgicos', plan.hospitalPct, null),
      line('Consulta médica', plan.ambulatoryPct, 1.2),
      line('Exámenes de laboratorio', plan.ambulatoryPct, null),
      line('Imagenología', plan.ambulatoryPct, null),
      line('Parto', plan.hospitalPct, 30, 1),
      line('Psiquiatría y psicología', plan.ambulatoryPct, 1, 2),
      line('Cirugía bariátrica', plan.hospitalPct, 40, 3),
      line('Cirugía refractiva', plan.hospitalPct, 15, 4),
    ];
  }

  /** Fee schedule in UF (arancel) of the plan's most common benefits. */
  async aranceles(code: string) {
    const { plan } = await this.plan(code);
    const factor = plan.basePriceUf / 2;
    return [
      { codigo: '0101001', prestacion: 'Consulta médica electiva', arancelUf: Math.round(0.6 * factor * 100) / 100 },
      { codigo: '0202001', prestacion: 'Día cama hospitalización', arancelUf: Math.round(3.5 * factor * 100) / 100 },
      { codigo: '0301001', prestacion: 'Hemograma', arancelUf: Math.round(0.15 * factor * 100) / 100 },
      { codigo: '0401001', prestacion: 'Radiografía de tórax', arancelUf: Math.round(0.4 * factor * 100) / 100 },
    ];
  }

  /** An isapre with its plan count (GET /api/isapres/{id}). */
  async isapre(key: string) {
    const catalogue = await this.catalogue.current();
    const k = key.toLowerCase();
    const found = catalogue.organizationList.find(
      (o) =>
        o.organizationType === 'ISAPRE' &&
        (String(o.id) === k || o.organizationCode.toLowerCase() === k || o.urlSegment.toLowerCase() === k),
    );
    if (!found) throw new CatalogueNotFoundError(`No existe la isapre ${key}.`);
    const snapshot = await this.plans();
    const plans = snapshot.plans.filter((p) => p.organizationId === found.id);
    return {
      id: found.id,
      organizationCode: found.organizationCode,
      displayName: found.displayName,
      url: found.urlSegment,
      image: found.image,
      isOpen: found.isOpen,
      qpclCodes: found.qpclCodes,
      gesUf: found.gesUf,
      plans: plans.length,
      plansForSale: plans.filter((p) => p.estadoplan === 'Comercializable').length,
      sample: found.sample,
    };
  }

  /** Benefits an isapre offers on top of its plans: its complementary products (GET /api/isapres/beneficios/{id}). */
  async isapreBenefits(key: string) {
    const isapre = await this.isapre(key);
    const catalogue = await this.catalogue.current();
    const index = catalogue.index;
    const ids: number[] = [];
    for (let i = 0; i < index.size; i++) if (index.organizationIds[i] === isapre.id) ids.push(index.ids[i] as number);
    return {
      isapre: { id: isapre.id, displayName: isapre.displayName },
      products: await this.catalogue.cardsByIds(ids.slice(0, 50), null),
    };
  }

  /** GET /api/isapres/beneficios-plan/{plan}[/{benefit}]: the plan's benefit lines, or one of them. */
  async planBenefits(code: string, benefit?: string) {
    const lines = await this.prestaciones(code);
    if (!benefit) return lines;
    const key = benefit.toLowerCase();
    const found = lines.filter((l) => l.prestacion.toLowerCase().includes(key));
    if (found.length === 0) throw new CatalogueNotFoundError(`El plan ${code} no tiene la prestación ${benefit}.`);
    return found;
  }

  static isIsapreType(value: string): boolean {
    return parseOrganizationType(value) === 'ISAPRE';
  }
}
