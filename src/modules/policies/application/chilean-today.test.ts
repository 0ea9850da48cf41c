import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../platform/tokens.js';
import { ApplyMembershipAction } from './apply-membership-action.js';
import { ManageInsurerSettings } from './manage-insurer-settings.js';
import type {
  EventSink,
  InsuredRepository,
  InsurerDirectory,
  InsurerSettingsRepository,
  PolicyRepository,
  Transactor,
  Tx,
} from './ports.js';
import type { Insured } from '../domain/insured.js';
import type { InsurerSettings } from '../domain/insurer.js';

// 2026-03-10T01:30Z is 22:30 of 2026-03-09 in Santiago (summer time, UTC-3): the UTC date is a day ahead.
const LATE_EVENING = (): Clock => ({ now: () => new Date('2026-03-10T01:30:00Z') });

const insuredRow = (status: Insured['status']): Insured => ({
  id: 7,
  policyId: 3,
  policyNumber: '2026-000003',
  clientOrganizationId: 1,
  personId: 9,
  rut: '11.111.111-1',
  firstName: 'Ana',
  paternalSurname: 'Soto',
  maternalSurname: null,
  fullName: 'Ana Soto',
  birthDate: '1990-01-01',
  gender: 'F',
  email: null,
  phone: null,
  insuredType: 'TITULAR',
  dependantType: null,
  holderRut: null,
  coverageGroupId: null,
  coverageGroupName: null,
  status,
  startDate: '2026-01-01',
  exclusionDate: null,
  exclusionReason: null,
  bulkLoadId: null,
});

/** In-memory fakes of the ports the use case touches (one insured, one policy of an insurer). */
function membershipFakes(retroactiveDays: number | null) {
  let current = insuredRow('ACTIVE');
  const insured = {
    get: async () => current,
    lock: async () => ({ status: current.status }),
    setStatus: async (_tx: Tx, _id: number, status: Insured['status'], exclusion?: { date: string }) => {
      current = { ...current, status, exclusionDate: exclusion?.date ?? current.exclusionDate };
    },
  } as unknown as InsuredRepository;
  const policies = {
    get: async () => ({ id: 3, insurerId: 5 }),
    addHistory: async () => undefined,
  } as unknown as PolicyRepository;
  const transactor: Transactor = { run: (work) => work({} as Tx) };
  const events: EventSink = { publish: async () => undefined };
  const settings = {
    get: async () => (retroactiveDays === null ? null : ({ retroactiveDays } as InsurerSettings)),
  } as unknown as InsurerSettingsRepository;
  return { insured, policies, transactor, events, settings };
}

describe('"today" is the Chilean day of the Clock, not the UTC date', () => {
  it('start cancellation: the 30-day forward edge counts from the Chilean day', async () => {
    const f = membershipFakes(null);
    const action = new ApplyMembershipAction(f.insured, f.policies, f.transactor, f.events, f.settings, LATE_EVENING());
    const actor = { id: 1, name: 'Prueba', orgs: null };
    // 2026-04-09 is 30 days after the UTC date (allowed there) but 31 after Chile's 2026-03-09.
    await expect(action.execute(actor, 7, 'start-cancellation', { date: '2026-04-09', reason: null })).rejects.toThrow(
      'La fecha de exclusión no puede ser posterior a 30 días (máximo 08-04-2026).',
    );
    const moved = await action.execute(actor, 7, 'start-cancellation', { date: '2026-04-08', reason: null });
    expect(moved).toMatchObject({ status: 'PROCESS_CANCELLATION', exclusionDate: '2026-04-08' });
  });

  it("start cancellation: the insurer's retroactive days bound the days back", async () => {
    const f = membershipFakes(5);
    const action = new ApplyMembershipAction(f.insured, f.policies, f.transactor, f.events, f.settings, LATE_EVENING());
    const actor = { id: 1, name: 'Prueba', orgs: null };
    await expect(action.execute(actor, 7, 'start-cancellation', { date: '2026-03-03', reason: null })).rejects.toThrow(
      'La fecha de exclusión no puede ser anterior a 5 días (mínimo 04-03-2026).',
    );
    const moved = await action.execute(actor, 7, 'start-cancellation', { date: '2026-03-04', reason: null });
    expect(moved.status).toBe('PROCESS_CANCELLATION');
  });

  it('next-operation date: on the cutting day in Chile (already the 21st in UTC) it is the first of next month', async () => {
    const stored: InsurerSettings = {
      insurerId: 5,
      cuttingDay: 20,
      retroactiveDays: 30,
      requestDays: 15,
      contacts: [],
    };
    const repository = { get: async () => stored } as unknown as InsurerSettingsRepository;
    const directory = { insurer: async (id: number) => ({ id, name: 'Aseguradora' }) } as unknown as InsurerDirectory;
    // 2026-03-21T01:00Z is 22:00 of 2026-03-20 in Santiago: not yet past the cutting day.
    const settings = new ManageInsurerSettings(repository, { now: () => new Date('2026-03-21T01:00:00Z') }, directory);
    expect((await settings.get(5)).nextOperationDate).toBe('2026-04-01');
    const nextMorning = new ManageInsurerSettings(
      repository,
      { now: () => new Date('2026-03-21T12:00:00Z') },
      directory,
    );
    expect((await nextMorning.get(5)).nextOperationDate).toBe('2026-05-01');
  });
});
