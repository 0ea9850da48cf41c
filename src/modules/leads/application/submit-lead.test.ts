import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logger.js';
import type { Advisor, AdvisorRepository, Executive, ExecutiveDirectory, LeadRepository, NewLead } from './ports.js';
import { SubmitLead } from './submit-lead.js';

const now = new Date('2026-11-22T12:00:00Z');

function fakes(executives: Executive[] | Error = []) {
  const stored: { lead: NewLead; emails: string[] }[] = [];
  const leads = {
    async insert(lead: NewLead, emails: string[]) {
      stored.push({ lead, emails });
      return { lead: { id: stored.length } as never, created: true };
    },
    async assignedSince(ids: number[]) {
      return new Map(ids.map((id) => [id, id === 1 ? 5 : 2]));
    },
  } as unknown as LeadRepository;
  const advisors = {
    async findActiveByEmail(email: string): Promise<Advisor | null> {
      return email === 'carla@asesores.cl' ? { id: 9, email, name: 'Carla', country: 'chile' } : null;
    },
  } as unknown as AdvisorRepository;
  const directory: ExecutiveDirectory = {
    async listActive() {
      if (executives instanceof Error) throw executives;
      return executives;
    },
    async getById() {
      return null;
    },
  };
  const useCase = new SubmitLead(leads, advisors, directory, { now: () => now }, createLogger('silent'));
  return { useCase, stored };
}

const form = {
  kind: 'plan' as const,
  nombre: ' Ana Pérez ',
  rutsolicitud: '123456785',
  email: 'ana@correo.cl',
  telefono: '+56 9 1234 5678',
  agree: true,
  contactChannel: 'llamada',
  contactTime: 'tarde',
  product: { id: 'p-1', code: 'QPS230' },
};

describe('SubmitLead', () => {
  it('normalises the lead, formats the RUT and asks for both e-mails', async () => {
    const { useCase, stored } = fakes();
    await useCase.execute(form);
    expect(stored[0]!.lead).toMatchObject({
      nombre: 'Ana Pérez',
      rut: '12.345.678-5',
      status: 1,
      executive: null,
      origin: 'QUEPLAN.CL',
      dedupeKey: 'plan:123456785:p-1',
    });
    expect(stored[0]!.emails).toEqual(['confirmation', 'executive-notice']);
  });

  it('throws BAD_REQUEST with Spanish messages and keys, storing nothing', async () => {
    const { useCase, stored } = fakes();
    await expect(useCase.execute({ ...form, rutsolicitud: '12.345.678-9' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      details: { errors: { rutsolicitud: 'El RUT ingresado no es válido.' }, keys: { rutsolicitud: 'invalidRut' } },
    });
    expect(stored).toHaveLength(0);
  });

  it('attributes the lead to a known advisor of an unexpired referrer only', async () => {
    const { useCase, stored } = fakes();
    await useCase.execute({ ...form, referrer: { email: 'carla@asesores.cl', initialDate: '2026-11-01T00:00:00Z' } });
    await useCase.execute({ ...form, referrer: { email: 'carla@asesores.cl', initialDate: '2026-09-01T00:00:00Z' } });
    await useCase.execute({ ...form, referrer: { email: 'otro@asesores.cl' } });
    expect(stored.map((entry) => entry.lead.advisorId)).toEqual([9, null, null]);
  });

  it('picks the executive with the fewest recent leads, and stays unassigned if the directory fails', async () => {
    const team = [
      { id: 1, email: 'uno@x.cl', name: 'Uno' },
      { id: 2, email: 'dos@x.cl', name: 'Dos' },
    ];
    const assigned = fakes(team);
    await assigned.useCase.execute(form);
    expect(assigned.stored[0]!.lead).toMatchObject({ executive: { id: 2 }, status: 2 });
    const broken = fakes(new Error('identity caído'));
    await broken.useCase.execute(form);
    expect(broken.stored[0]!.lead).toMatchObject({ executive: null, status: 1 });
  });

  it("gives the lead to the visitor's own executive (set on the referrer) when that executive is active", async () => {
    const team = [
      { id: 1, email: 'uno@x.cl', name: 'Uno' },
      { id: 2, email: 'dos@x.cl', name: 'Dos' },
    ];
    const { useCase, stored } = fakes(team);
    await useCase.execute({ ...form, referrer: { email: 'nadie@x.cl', ejecutivo: 'UNO@x.cl' } });
    await useCase.execute({ ...form, referrer: { email: 'nadie@x.cl', ejecutivo: 'ex@x.cl' } });
    expect(stored.map((entry) => entry.lead.executive?.id)).toEqual([1, 2]);
  });

  it('keeps the last 100 attribution entries', async () => {
    const { useCase, stored } = fakes();
    const entries = Array.from({ length: 130 }, (_, n) => ({ referrer: `r${n}`, date: '2026-11-01' }));
    await useCase.execute({ ...form, attribution: entries });
    expect(stored[0]!.lead.attribution).toHaveLength(100);
    expect(stored[0]!.lead.attribution[0]!.referrer).toBe('r30');
  });
});
