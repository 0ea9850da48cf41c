import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import { parseCellDate, addMonths } from '../domain/dates.js';
import { POLICIES } from '../tokens.js';
import type { ApplyMembershipAction } from './apply-membership-action.js';
import type { ChangePolicyStatus } from './change-policy-status.js';
import type { ManageClientOrganizations } from './manage-client-organizations.js';
import type { ManagePolicies } from './manage-policies.js';
import type { ClientOrganizationRepository, InsuredRepository, InsurerDirectory, Transactor } from './ports.js';
import type { Actor } from '../domain/actor.js';
import type { NewPerson } from '../domain/insured.js';
import { fakePerson, rutFor } from './sample-people.js';

/** Activations left pending per sample company, so accept/decline can be tried at once. */
const PENDING_ACTIVATIONS = 4;
const SEED_ACTOR: Actor = { id: null, name: 'Datos de ejemplo', orgs: null };

const COMPANIES = [
  { name: 'Constructora Andes SpA (ejemplo)', rutBody: 76_123_456, street: 'Av. Apoquindo 4501', base: 11_000_000 },
  {
    name: 'Alimentos del Pacífico Ltda. (ejemplo)',
    rutBody: 77_654_321,
    street: 'Av. Providencia 1208',
    base: 12_000_000,
  },
];

/**
 * Sample companies for a fresh clone (issue 11): two client organizations, each with an ACTIVE collective
 * policy with coverage groups and about 50 insured employees with dependants (a few activations still
 * pending, so accept/decline can be tried). Does nothing when client organizations already exist. Answers the
 * organizations created (the seed then creates one payroll manager per organization).
 *
 * The people enter as a bulk load's rows do (PROCESS_ACTIVATION) and are accepted through the staff's own
 * use case (ApplyMembershipAction), so every acceptance publishes InsuredActivated like a real one and billing
 * opens the sample companies' periods with their insured people (scripts/seed/policies-sample.test.ts).
 */
@injectable()
export class LoadSampleCompanies {
  constructor(
    @inject(POLICIES.ClientOrganizationRepository) private readonly organizations: ClientOrganizationRepository,
    @inject(POLICIES.ManageClientOrganizations) private readonly manageOrganizations: ManageClientOrganizations,
    @inject(POLICIES.ManagePolicies) private readonly policies: ManagePolicies,
    @inject(POLICIES.ChangePolicyStatus) private readonly changeStatus: ChangePolicyStatus,
    @inject(POLICIES.ApplyMembershipAction) private readonly membershipAction: ApplyMembershipAction,
    @inject(POLICIES.InsuredRepository) private readonly insured: InsuredRepository,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(POLICIES.InsurerDirectory) private readonly directory: InsurerDirectory,
  ) {}

  async execute(): Promise<{ id: number; name: string; slug: string }[]> {
    const existing = await this.organizations.list(null, {
      offset: 0,
      limit: 1,
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    if (existing.total > 0) return [];
    const today = chileanToday(this.clock);
    // Products of the sample catalogue when it is loaded (npm start loads it first), so the policies name a real
    // insurer and product; none on an empty catalogue.
    const products = [];
    for (const insurer of (await this.directory.insurers({ offset: 0, limit: 10 })).rows) {
      const [product] = (await this.directory.products({ insurerId: insurer.id, offset: 0, limit: 1 })).rows;
      if (product) products.push(product);
      if (products.length === COMPANIES.length) break;
    }
    const created: { id: number; name: string; slug: string }[] = [];
    for (const [index, company] of COMPANIES.entries()) {
      const organization = await this.manageOrganizations.create(SEED_ACTOR, {
        name: company.name,
        rut: rutFor(company.rutBody - 10_000_000),
        status: 'ACTIVE',
        groupCode: null,
        email: null,
        phone: '+56 2 2345 6789',
        street: company.street,
        city: 'Santiago',
        region: 'Metropolitana',
        country: 'Chile',
        zip: '7500000',
      });
      const policy = await this.policies.create(SEED_ACTOR, {
        kind: 'collective',
        clientOrganizationId: organization.id,
        insurerId: products[index]?.insurerId ?? null,
        productId: products[index]?.id ?? null,
        productName: products[index]
          ? null
          : index === 0
            ? 'Seguro complementario de salud colectivo'
            : 'Seguro de vida y salud colectivo',
        status: 'PENDING',
        startDate: addMonths(today.slice(0, 8) + '01', -3),
        endDate: null,
        periodicityMonths: 1,
        premium: { amount: index === 0 ? '0.95' : '1.10', currency: 'UF' },
        premiumBasis: 'per-insured',
        coverageGroups: [
          { code: 'GENERAL', name: 'Titular y cargas' },
          { code: 'EJECUTIVOS', name: 'Ejecutivos' },
        ],
      });
      const active = await this.changeStatus.execute(SEED_ACTOR, policy.id, 'ACTIVE');
      const groups = active.coverageGroups;
      const people: NewPerson[] = [];
      for (let n = 0; n < 50; n++) {
        const person = fakePerson(n, company.base);
        people.push({
          rut: person.rut,
          firstName: person.firstName,
          paternalSurname: person.paternalSurname,
          maternalSurname: person.maternalSurname,
          birthDate: parseCellDate(person.birthDate),
          gender: person.gender === 'Femenino' ? 'F' : 'M',
          email: person.email,
          phone: person.phone,
          insuredType: 'TITULAR',
          dependantType: null,
          holderRut: null,
          accountType: null,
          accountNumber: null,
          bank: null,
        });
        // Every other employee has a dependant (a spouse or a child).
        if (n % 2 === 0) {
          const dependant = fakePerson(n + 500, company.base);
          people.push({
            ...people[people.length - 1]!,
            rut: dependant.rut,
            firstName: dependant.firstName,
            birthDate: n % 4 === 0 ? parseCellDate(dependant.birthDate) : `${2010 + (n % 12)}-06-15`,
            gender: dependant.gender === 'Femenino' ? 'F' : 'M',
            email: null,
            phone: null,
            insuredType: 'CARGA',
            dependantType: n % 4 === 0 ? 'CONYUGE' : 'HIJO',
            holderRut: person.rut,
          });
        }
      }
      await this.transactor.run(async (tx) => {
        const ids = await this.insured.upsertPeople(tx, organization.id, people);
        await this.insured.addMemberships(
          tx,
          policy.id,
          people.map((person, i) => ({
            personId: ids.get(person.rut)!,
            coverageGroupId: (i % 10 === 0 ? groups[1] : groups[0])?.id ?? null,
            startDate: active.startDate,
            status: 'PROCESS_ACTIVATION' as const,
            bulkLoadId: null,
          })),
        );
      });
      const memberships = await this.insured.list(null, {
        offset: 0,
        limit: people.length,
        sort: { field: 'id', order: 'ASC' },
        filter: { policyId: policy.id },
      });
      // All but the last few are accepted (the last few wait for acceptance).
      for (const membership of memberships.rows.slice(0, -PENDING_ACTIVATIONS)) {
        await this.membershipAction.execute(SEED_ACTOR, membership.id, 'accept-activation');
      }
      created.push({ id: organization.id, name: organization.name, slug: index === 0 ? 'andes' : 'pacifico' });
    }
    return created;
  }
}
