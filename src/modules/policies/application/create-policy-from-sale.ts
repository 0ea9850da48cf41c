import { inject, injectable } from 'inversify';
import type { SaleCompleted, SoldInsuredPerson } from '../../sales/index.js';
import { formatRut, isValidRut } from '../../leads/index.js';
import { chileanDate } from '../../pricing/index.js';
import { parseDependantType } from '../domain/row-validation.js';
import { PERIODICITY_MONTHS } from '../domain/statuses.js';
import { POLICIES } from '../tokens.js';
import { insuredActivated, policyActivated } from './events.js';
import type { EventSink, InsuredRepository, PolicyRepository, Tx } from './ports.js';
import type { NewPerson } from '../domain/insured.js';

/**
 * An individual online sale becomes an ACTIVE individual policy with its insured people (the buyer as
 * holder, the others as dependants), publishing PolicyActivated and InsuredActivated in the same transaction.
 * Runs inside handleOnce (the caller's transaction), so a re-delivered SaleCompleted creates nothing; a sale
 * already turned into a policy is also recognised by its sale id.
 */
@injectable()
export class CreatePolicyFromSale {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.InsuredRepository) private readonly insured: InsuredRepository,
    @inject(POLICIES.EventSink) private readonly events: EventSink,
  ) {}

  async execute(tx: Tx, event: SaleCompleted): Promise<number> {
    const sale = event.payload;
    const existing = await this.policies.findBySale(sale.saleId, tx);
    if (existing !== null) return existing;
    // The Chilean day the sale was paid (a purchase at 22:00 in Santiago starts that day, not UTC's next one).
    const startDate = chileanDate(new Date(sale.completedAt));
    const periodicity = PERIODICITY_MONTHS.includes(sale.periodicityMonths) ? sale.periodicityMonths : 1;
    const policyId = await this.policies.insert(tx, {
      kind: 'individual',
      clientOrganizationId: null,
      insurerId: sale.insurerId,
      productId: sale.productId,
      productName: sale.productName ?? sale.productCode,
      status: 'ACTIVE',
      startDate,
      endDate: null,
      periodicityMonths: periodicity,
      premium: sale.premium,
      premiumBasis: 'per-policy',
      saleId: sale.saleId,
      coverageGroups: [{ code: 'INDIVIDUAL', name: sale.productName ?? 'Individual' }],
    });
    await this.policies.addHistory(tx, policyId, { id: null, name: 'Venta en línea' }, 'sale', { saleId: sale.saleId });

    const buyerRut = isValidRut(sale.buyer.rut) ? formatRut(sale.buyer.rut) : null;
    const people: NewPerson[] = [];
    const seen = new Set<string>();
    const add = (person: SoldInsuredPerson, holder: boolean) => {
      if (!isValidRut(person.rut)) return;
      const rut = formatRut(person.rut);
      if (seen.has(rut)) return;
      seen.add(rut);
      const isHolder = holder || rut === buyerRut || person.relationship.toUpperCase() === 'TITULAR';
      people.push({
        rut,
        firstName: person.firstName,
        paternalSurname: person.paternalSurname,
        maternalSurname: person.maternalSurname ?? null,
        birthDate: person.birthDate?.slice(0, 10) ?? null,
        gender: person.gender ?? null,
        email: person.email?.toLowerCase() ?? null,
        phone: person.phone ?? null,
        insuredType: isHolder ? 'TITULAR' : 'CARGA',
        dependantType: isHolder ? null : (parseDependantType(person.relationship) ?? 'OTRO'),
        holderRut: isHolder ? null : buyerRut,
        accountType: null,
        accountNumber: null,
        bank: null,
      });
    };
    add(sale.buyer, true);
    for (const person of sale.insured) add(person, false);
    const ids = await this.insured.upsertPeople(tx, null, people);
    const policy = (await this.policies.get(null, policyId, tx))!;
    await this.insured.addMemberships(
      tx,
      policyId,
      people.map((person) => ({
        personId: ids.get(person.rut)!,
        coverageGroupId: policy.coverageGroups[0]?.id ?? null,
        startDate,
        status: 'ACTIVE' as const,
        bulkLoadId: null,
      })),
    );
    const members = await this.insured.list(
      null,
      {
        offset: 0,
        limit: 100,
        sort: { field: 'id', order: 'ASC' },
        filter: { policyId },
      },
      tx,
    );
    await this.events.publish(
      tx,
      policyActivated(policy, sale.buyer.email?.toLowerCase() ?? null),
      ...members.rows.map((member) =>
        insuredActivated({ policyId, insuredId: member.id, rut: member.rut, startDate: member.startDate }),
      ),
    );
    return policyId;
  }
}
