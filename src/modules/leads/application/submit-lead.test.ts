import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logger.js';
import type {
  Advisor,
  AdvisorRepository,
  Executive,
  ExecutiveDirectory,
  LeadRepository,
  NewLead,
  ProductCatalogue,
} from './ports.js';
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
  const catalogue: ProductCatalogue = {
    async find(ref) {
      if (ref.code === 'ROTO') throw new Error('catálogo caído');
      return ref.code === 'QPS230' || ref.id === '230'
        ? { id: '230', code: 'QPS230', name: 'Seguro Complementario Plus', type: 'COMPLEMENTARIO' }
        : null;
    },
  };
  const useCase = new SubmitLead(leads, advisors, directory, catalogue, { now: () => now }, createLogger('silent'));
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
  product: { id: 'p-1', code: 'QPX1' },
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

  it('stores a request without channel or time as "sin preferencia" and still refuses an invalid one', async () => {
    const { useCase, stored } = fakes();
    await useCase.execute({ ...form, contactChannel: undefined, contactTime: undefined });
    await useCase.execute({ ...form, contactChannel: ' ', contactTime: '', rutsolicitud: '11.111.111-1' });
    expect(stored.map((entry) => [entry.lead.contactChannel, entry.lead.contactTime])).toEqual([
      ['sin-preferencia', 'sin-preferencia'],
      ['sin-preferencia', 'sin-preferencia'],
    ]);
    await expect(useCase.execute({ ...form, contactChannel: 'paloma' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      details: { keys: { contactChannel: 'invalidChannel' } },
    });
  });

  it('stores an unknown origin as given and a known one under its system name', async () => {
    const { useCase, stored } = fakes();
    await useCase.execute({ ...form, origin: 'PORTAL-SOCIOS' });
    await useCase.execute({ ...form, origin: 'redsalud tlmk', rutsolicitud: '11.111.111-1' });
    expect(stored.map((entry) => entry.lead.origin)).toEqual(['PORTAL-SOCIOS', 'REDSALUD_TLMK']);
    expect(stored[1]!.lead.extra).toMatchObject({ originSent: 'redsalud tlmk' });
  });

  it('takes the product id and name from the catalogue for a legacy code, never failing the request', async () => {
    const { useCase, stored } = fakes();
    await useCase.execute({ ...form, product: { code: 'QPS230' } });
    await useCase.execute({ ...form, product: { id: '230' }, rutsolicitud: '11.111.111-1' });
    await useCase.execute({ ...form, product: { code: 'NO-EXISTE' }, rutsolicitud: '22.222.222-2' });
    await useCase.execute({ ...form, product: { code: 'ROTO' }, rutsolicitud: '33.333.333-3' });
    expect(stored.map((entry) => entry.lead.product)).toEqual([
      { id: '230', code: 'QPS230', name: 'Seguro Complementario Plus', type: 'COMPLEMENTARIO' },
      { id: '230', code: 'QPS230', name: 'Seguro Complementario Plus', type: 'COMPLEMENTARIO' },
      { id: null, code: 'NO-EXISTE', name: null, type: null },
      { id: null, code: 'ROTO', name: null, type: null },
    ]);
    expect(stored[0]!.lead.dedupeKey).toBe('plan:123456785:230');
  });

  it('keeps the last 100 attribution entries', async () => {
    const { useCase, stored } = fakes();
    const entries = Array.from({ length: 130 }, (_, n) => ({ referrer: `r${n}`, date: '2026-11-01' }));
    await useCase.execute({ ...form, attribution: entries });
    expect(stored[0]!.lead.attribution).toHaveLength(100);
    expect(stored[0]!.lead.attribution[0]!.referrer).toBe('r30');
  });
});
