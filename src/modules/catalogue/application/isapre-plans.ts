import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { PRICING, type PricingService } from '../../pricing/index.js';
import {
  isapreBudget,
  isaprePlanPrice,
  type IsapreBudget,
  type IsaprePlanPrice,
} from '../../pricing/domain/isapre-price.js';
import { formatMoney } from '../../pricing/domain/money.js';
import { contributorIncome, insuredPersons, type Profile } from '../../pricing/domain/profile.js';
import { parseOrganizationType } from '../domain/categories.js';
import { CatalogueBadRequestError, CatalogueNotFoundError } from '../domain/errors.js';
import { isNewProduct } from '../domain/novelty.js';
import { planScore } from '../domain/plan-score.js';
import { CATALOGUE } from '../tokens.js';
import type { CompareProducts } from './compare-products.js';
import type { IsaprePlanReader, OrganizationRow, PlanIndexRow, RiskFactorTableRow } from './ports.js';

export interface PlanDto {
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
  modalidadplan: { id: number; code: string; displayName: string };
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
    fits: boolean | null;
    text: string;
  };
}

export interface PlanQuery {
  profile: Profile | null;
  page: number;
  take: number;
  organizations: (string | number)[];
  planTypes: number[];
  region: string | null;
  prestador: string | number | null;
  fromPrice: number | null;
  toPrice: number | null;
  onlyBudget: boolean;
  restrictions: 'any' | 'none';
  order: 'lowerPrice' | 'higherPrice' | 'recommended';
  uuid: string | null;
}

interface PlanSnapshot {
  version: number;
  plans: PlanIndexRow[];
  byCode: Map<string, PlanIndexRow>;
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
  ) {}

  private async plans(): Promise<PlanSnapshot> {
    const catalogue = await this.catalogue.current();
    if (this.snapshot && this.snapshot.version === catalogue.version) return this.snapshot;
    if (this.loading) return this.loading;
    this.loading = (async () => {
      const [plans, tables, planTypes, restrictions] = await Promise.all([
        this.reader.plans(),
        this.reader.riskTables(),
        this.reader.planTypes(),
        this.reader.restrictionCodes(),
      ]);
      return {
        version: catalogue.version,
        plans,
        byCode: new Map(plans.map((p) => [p.codigoplan.toLowerCase(), p])),
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
      },
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
      price: {
        exact: price.exact,
        totalUf: price.totalUf,
        totalClp: price.totalClp,
        factorSum: price.factorSum,
        gesUf: price.gesUf,
        excessClp: price.excessClp,
        fits: price.fits,
        text:
          price.totalClp === null ? 'Consultar' : `${price.exact ? '' : 'Desde '}${formatMoney(price.totalClp, 'CLP')}`,
      },
    };
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
    };
  }> {
    const [snapshot, catalogue, rates] = await Promise.all([
      this.plans(),
      this.catalogue.current(),
      this.pricing.currentRates(),
    ]);
    const organizations = catalogue.organizations;
    let isapreIds: Set<number> | null = null;
    if (query.organizations.length > 0) {
      isapreIds = new Set();
      for (const value of query.organizations) {
        const key = String(value).toLowerCase();
        const found = catalogue.organizationList.find(
          (o) =>
            o.organizationType === 'ISAPRE' &&
            (String(o.id) === key || o.organizationCode.toLowerCase() === key || o.urlSegment.toLowerCase() === key),
        );
        if (!found) throw new CatalogueBadRequestError(`Isapre desconocida: ${value}.`);
        isapreIds.add(found.id);
      }
    }
    let prestadorId: number | null = null;
    if (query.prestador !== null) {
      const key = String(query.prestador).toLowerCase();
      const found = catalogue.organizationList.find(
        (o) => String(o.id) === key || o.organizationCode.toLowerCase() === key || o.urlSegment.toLowerCase() === key,
      );
      if (!found) throw new CatalogueBadRequestError(`Prestador desconocido: ${query.prestador}.`);
      prestadorId = found.id;
    }
    const budget = isapreBudget(contributorIncome(query.profile), rates.uf.value);
    const beneficiaries = insuredPersons(query.profile).filter((p) => p.role !== 'mascota').length;
    const priced: { plan: PlanIndexRow; price: IsaprePlanPrice }[] = [];
    for (const plan of snapshot.plans) {
      if (plan.estadoplan !== 'Comercializable') continue;
      if (isapreIds && !isapreIds.has(plan.organizationId)) continue;
      if (query.planTypes.length > 0 && !query.planTypes.includes(plan.planTypeId)) continue;
      if (query.region && plan.amplitudcobertura === 'Regional' && plan.regionCode !== query.region) continue;
      if (prestadorId !== null && plan.codigoprestador !== prestadorId) continue;
      if (query.restrictions === 'none' && !(plan.prestacionesrest.length === 1 && plan.prestacionesrest[0] === 6))
        continue;
      const gesUf = organizations.get(plan.organizationId)?.gesUf ?? 0;
      const price = this.priceOf(plan, snapshot, query.profile, rates.uf, gesUf);
      const clp = price.totalClp;
      if (query.fromPrice !== null && (clp === null || clp < query.fromPrice)) continue;
      if (query.toPrice !== null && (clp === null || clp > query.toPrice)) continue;
      if (query.onlyBudget && !price.fits) continue;
      priced.push({ plan, price });
    }
    const sign = query.order === 'higherPrice' ? -1 : 1;
    priced.sort((a, b) => {
      if (query.order === 'recommended') {
        const score = (x: { plan: PlanIndexRow; price: IsaprePlanPrice }) =>
          planScore({
            hospitalPct: x.plan.hospitalPct,
            ambulatoryPct: x.plan.ambulatoryPct,
            excessClp: x.price.excessClp,
          });
        return score(b) - score(a) || a.plan.id - b.plan.id;
      }
      const pa = a.price.totalClp;
      const pb = b.price.totalClp;
      if (pa === null) return pb === null ? a.plan.id - b.plan.id : 1;
      if (pb === null) return -1;
      return (pa - pb) * sign || a.plan.id - b.plan.id;
    });
    const skip = (query.page - 1) * query.take;
    return {
      data: priced.slice(skip, skip + query.take).map((x) => this.dto(snapshot, organizations, x.plan, x.price)),
      total: priced.length,
      page: query.page,
      take: query.take,
      metaData: { uuid: query.uuid ?? randomUUID(), budget, uf: rates.uf, sample: catalogue.sample, beneficiaries },
    };
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
