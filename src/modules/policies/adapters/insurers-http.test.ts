import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { addDays } from '../domain/dates.js';
import { chileanDate } from '../../pricing/index.js';
import { createTestUser, loginAs, withToken } from '../../identity/testing/identity-fixtures.js';
import { activationXlsx } from '../testing/bulk-files.js';
import { createCompanyWithPolicy } from '../testing/policies-fixtures.js';
import { rutFor } from '../testing/people-generator.js';
import { patience } from '../../../platform/testing/patience.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Row {
  id: number;
  name: string;
}

/** Insurers (the catalogue's, read through its index), their settings, contacts and documents; real Postgres. */
describe('policies back-office: insurers, insurer settings, contacts and documents', () => {
  let runtime: TestRuntime;
  let app: Express;
  let admin: string;
  let backoffice: string;
  let enterprise: string;
  let manager: string;
  let insurers: Row[];

  const as = (token: string) => withToken(app, token);
  const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 40, plans: 0 });
    app = runtime.createHttpApp();
    const login = async (roles: string[], companyId?: number) =>
      (await loginAs(app, (await createTestUser(runtime, roles, { companyId })).email)).access_token;
    admin = await login(['ADMIN']);
    backoffice = await login(['BACKOFFICE']);
    enterprise = await login(['ADMIN_QUEPLAN_QPCLIENTS_ENTERPRISE']);
    const company = await createCompanyWithPolicy(runtime, { name: 'Contactos SpA' });
    manager = await login(['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'], company.organizationId);
    insurers = (await as(admin).get('/api/admin/insurers?range=[0,99]')).body as Row[];
  }, 180_000);
  afterAll(() => runtime?.dispose());

  it("lists the catalogue's insurers and each insurer's products for the policy form", async () => {
    expect(insurers.length).toBeGreaterThan(1);
    const organizations = (await as(admin).get(`/api/admin/organizations?range=[0,199]&${filter({})}`)).body as {
      id: number;
      name: string;
      organizationType: string;
    }[];
    const expected = organizations.filter((o) => o.organizationType === 'ASEGURADORA').map((o) => o.id);
    expect(insurers.map((i) => i.id).sort((x, y) => x - y)).toEqual(expected.sort((x, y) => x - y));
    const all = (await as(admin).get('/api/admin/insurer-products?range=[0,199]')).body as {
      id: number;
      insurerId: number;
    }[];
    const insurerId = all[0]!.insurerId;
    const products = (await as(admin).get(`/api/admin/insurer-products?range=[0,199]&${filter({ insurerId })}`))
      .body as { id: number; insurerId: number }[];
    expect(products.map((p) => p.id).sort()).toEqual(
      all
        .filter((p) => p.insurerId === insurerId)
        .map((p) => p.id)
        .sort(),
    );
    // A payroll manager reads policies, so it may read the names too.
    expect((await as(manager).get('/api/admin/insurers')).status).toBe(200);
  });

  it('a policy takes its insurer and product from the catalogue: both must exist and belong together', async () => {
    const products = (await as(admin).get('/api/admin/insurer-products?range=[0,199]')).body as {
      id: number;
      name: string;
      insurerId: number;
    }[];
    const product = products[0]!;
    const otherInsurer = insurers.find((i) => i.id !== product.insurerId)!;
    const organization = (await as(admin).get('/api/admin/client-organizations')).body[0] as { id: number };
    const body = { clientOrganizationId: organization.id, startDate: chileanDate(new Date()) };

    const created = await as(admin).post('/api/admin/policies', {
      ...body,
      insurerId: product.insurerId,
      productId: product.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      insurerId: product.insurerId,
      insurerName: insurers.find((i) => i.id === product.insurerId)!.name,
      productId: product.id,
      productName: product.name,
    });
    const mismatch = await as(admin).post('/api/admin/policies', {
      ...body,
      insurerId: otherInsurer.id,
      productId: product.id,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details.errors.productId).toBe('El producto no es de la aseguradora elegida.');
    const missing = await as(admin).post('/api/admin/policies', { ...body, insurerId: 999_999 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.errors.insurerId).toBe('La aseguradora no existe en el catálogo.');
    // Editing (react-admin sends the whole record) keeps the product; choosing another insurer drops it.
    const edited = await as(admin).put(`/api/admin/policies/${created.body.id}`, {
      ...created.body,
      periodicityMonths: 3,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ periodicityMonths: 3, productName: product.name });
    const moved = await as(admin).put(`/api/admin/policies/${created.body.id}`, {
      ...edited.body,
      insurerId: otherInsurer.id,
      productId: null,
      productName: '',
    });
    expect(moved.body).toMatchObject({ insurerId: otherInsurer.id, insurerName: otherInsurer.name, productId: null });
    const listed = (await as(admin).get(`/api/admin/policies?${filter({ id: [created.body.id] })}`)).body;
    expect(listed[0].insurerName).toBe(otherInsurer.name);
  });

  it('insurer settings: defaults for every insurer, next-operation date, edits guarded field by field', async () => {
    const list = await as(backoffice).get('/api/admin/insurer-settings?range=[0,4]');
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toBe(`insurer-settings 0-4/${insurers.length}`);
    expect(list.body[0]).toMatchObject({
      id: insurers[0]!.id,
      insurerName: insurers[0]!.name,
      cuttingDay: 20,
      retroactiveDays: 30,
      requestDays: 15,
      customized: false,
      nextOperationDate: expect.stringMatching(/^\d{4}-\d{2}-01$/),
    });
    const id = insurers[1]!.id;
    const path = `/api/admin/insurer-settings/${id}`;
    const current = (await as(backoffice).get(path)).body;
    // BACKOFFICE reads but may not move the cutting day; sending the unchanged record is not a change.
    expect((await as(backoffice).put(path, { ...current, cuttingDay: 5 })).status).toBe(403);
    expect((await as(backoffice).put(path, current)).status).toBe(200);
    const updated = await as(admin).put(path, { ...current, cuttingDay: 31, retroactiveDays: 10 });
    expect(updated.body).toMatchObject({ cuttingDay: 31, retroactiveDays: 10, requestDays: 15, customized: true });
    expect(updated.body.nextOperationDate).toMatch(/-01$/);
    // Issue 24: '' was stored as 0, true as 1; refused, and the settings stay as they were.
    for (const retroactiveDays of ['', true, '10', 1.5, null]) {
      const refused = await as(admin).put(path, { retroactiveDays });
      expect(refused.status, JSON.stringify(retroactiveDays)).toBe(400);
    }
    expect((await as(admin).get(path)).body).toMatchObject({ cuttingDay: 31, retroactiveDays: 10, requestDays: 15 });
    const bad = await as(admin).put(path, { cuttingDay: 40 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('El día de corte debe estar entre 1 y 31.');
    expect((await as(admin).put(path, { requestDays: -2 })).body.error.details.errors.requestDays).toBe(
      'Los días de solicitud deben estar entre 0 y 365.',
    );
    expect((await as(admin).get('/api/admin/insurer-settings/999999')).status).toBe(404);
    expect((await as(manager).get('/api/admin/insurer-settings')).status).toBe(403);
  });

  it("the insurer's retroactive days bound its policies' windows (one by one and by file)", async () => {
    const insurerId = insurers[2]!.id;
    await as(admin).put(`/api/admin/insurer-settings/${insurerId}`, { retroactiveDays: 10 });
    const company = await createCompanyWithPolicy(runtime, {
      name: 'Ventana SpA',
      insurerId,
      groups: [{ code: 'GENERAL', name: 'General' }],
    });
    const person = (n: number, startDate: string) => ({
      firstName: 'Olga',
      paternalSurname: 'Vera',
      rut: rutFor(n, 33_000_000),
      birthDate: '1980-04-04',
      gender: 'F',
      startDate,
    });
    const today = chileanDate(new Date());
    const late = await as(admin).post(
      `/api/admin/policies/${company.policy.id}/insured`,
      person(1, addDays(today, -11)),
    );
    expect(late.status).toBe(400);
    expect(late.body.error.message).toMatch(/no puede ser anterior a 10 días/);
    const onEdge = await as(admin).post(
      `/api/admin/policies/${company.policy.id}/insured`,
      person(2, addDays(today, -10)),
    );
    expect(onEdge.status).toBe(201);

    runtime.startBackground();
    const load = async (offset: number, base: number) => {
      const accepted = await request(app)
        .post('/api/admin/bulk-loads')
        .auth(admin, { type: 'bearer' })
        .field('kind', 'activation')
        .field('policyId', String(company.policy.id))
        .attach('file', await activationXlsx({ rows: 3, base, startOffsetDays: offset }), 'altas.xlsx');
      expect(accepted.status).toBe(202);
      const until = Date.now() + patience(60_000);
      for (;;) {
        const status = (await as(admin).get(`/api/admin/bulk-loads/${accepted.body.data.id}`)).body.data;
        if (status.status === 'done') return status;
        if (Date.now() > until) throw new Error(`load not done: ${JSON.stringify(status)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    expect(await load(-11, 34_000_000)).toMatchObject({ succeeded: 0, failed: 3 });
    expect(await load(-10, 35_000_000)).toMatchObject({ succeeded: 3, failed: 0 });
  });

  it('contacts: listed, created, edited and deleted under their own permissions; hidden without read-contact', async () => {
    const insurerId = insurers[0]!.id;
    const created = await as(admin).post('/api/admin/insurer-contacts', {
      insurerId,
      name: 'Marta Cortés',
      email: 'marta@aseguradora.cl',
      position: 'Ejecutiva de colectivos',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), insurerId, name: 'Marta Cortés', phone: null });
    const legacy = await as(admin).post(`/api/admin/insurer-settings/${insurerId}/contacts`, { name: 'Ana Díaz' });
    expect(legacy.status).toBe(201);
    const listed = await as(enterprise).get(`/api/admin/insurer-contacts?${filter({ insurerId })}`);
    expect(listed.body.map((c: Row) => c.name)).toEqual(['Ana Díaz', 'Marta Cortés']);
    expect(listed.headers['content-range']).toBe('insurer-contacts 0-1/2');
    // BACKOFFICE reads settings but not contacts.
    expect((await as(backoffice).get(`/api/admin/insurer-contacts?${filter({ insurerId })}`)).status).toBe(403);
    expect((await as(backoffice).get(`/api/admin/insurer-settings/${insurerId}`)).body.contacts).toEqual([]);
    expect((await as(enterprise).get(`/api/admin/insurer-settings/${insurerId}`)).body.contacts).toHaveLength(2);
    // ADMIN_QUEPLAN reads contacts but may not edit them.
    expect((await as(enterprise).put(`/api/admin/insurer-contacts/${created.body.id}`, { name: 'X Y' })).status).toBe(
      403,
    );
    const edited = await as(admin).put(`/api/admin/insurer-contacts/${created.body.id}`, {
      ...created.body,
      phone: '+56 2 2999 0000',
    });
    expect(edited.body).toMatchObject({ name: 'Marta Cortés', phone: '+56 2 2999 0000' });
    expect((await as(admin).post('/api/admin/insurer-contacts', { insurerId, name: 'Z' })).status).toBe(400);
    expect((await as(admin).post('/api/admin/insurer-contacts', { insurerId: 999_999, name: 'Zoe' })).status).toBe(404);
    expect((await as(admin).delete(`/api/admin/insurer-contacts/${legacy.body.id}`)).body.name).toBe('Ana Díaz');
    expect((await as(admin).delete(`/api/admin/insurer-contacts/${legacy.body.id}`)).status).toBe(404);
    expect((await as(enterprise).get(`/api/admin/insurer-contacts?${filter({ insurerId })}`)).body).toHaveLength(1);
  });

  it('documents: an allowed extension whose content matches it, listed by insurer, downloaded, deactivated', async () => {
    const insurerId = insurers[0]!.id;
    const upload = (token: string, content: Buffer, name: string, target = insurerId) =>
      request(app)
        .post('/api/admin/insurer-documents')
        .auth(token, { type: 'bearer' })
        .field('insurerId', String(target))
        .field('description', 'Condiciones generales 2026')
        .attach('file', content, name);
    const stored = await upload(backoffice, PDF, 'condiciones.pdf');
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({
      insurerId,
      fileName: 'condiciones.pdf',
      contentType: 'application/pdf',
      description: 'Condiciones generales 2026',
      status: 'ACTIVE',
      statusLabel: 'Vigente',
    });
    expect(stored.body.storageKey).toBeUndefined();
    const renamed = await upload(admin, Buffer.from('MZ\x90\x00binary'), 'formulario.pdf');
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.message).toMatch(/contenido del archivo no corresponde/);
    expect((await upload(admin, PDF, 'programa.exe')).status).toBe(400);
    expect((await upload(admin, PDF, 'x.pdf', 999_999)).status).toBe(404);
    expect((await upload(enterprise, PDF, 'y.pdf')).status).toBe(403);

    await upload(admin, PDF, 'otra.pdf', insurers[1]!.id);
    const listed = await as(enterprise).get(`/api/admin/insurer-documents?${filter({ insurerId })}`);
    expect(listed.body.map((d: { fileName: string }) => d.fileName)).toEqual(['condiciones.pdf']);
    const file = await as(enterprise)
      .get(`/api/admin/insurer-documents/${stored.body.id}/file`)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    const inactive = await as(backoffice).put(`/api/admin/insurer-documents/${stored.body.id}`, {
      status: 'INACTIVE',
    });
    expect(inactive.body).toMatchObject({ status: 'INACTIVE', statusLabel: 'Inactivo' });
    expect((await as(manager).get(`/api/admin/insurer-documents?${filter({ insurerId })}`)).status).toBe(403);
  });
});
