import type { Express } from 'express';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM } from '../../../platform/tokens.js';
import { chileanDate } from '../../pricing/index.js';
import { s3DoubleConfig, startS3Double, type S3Double } from '../../../platform/testing/s3-double.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { createTestUser, loginAs } from '../../identity/testing/identity-fixtures.js';
import type { Policy } from '../domain/policy.js';
import { activationXlsx, readXlsxRows } from '../testing/bulk-files.js';
import { createCompanyWithPolicy } from '../testing/policies-fixtures.js';
import { rutFor } from '../testing/people-generator.js';

const today = () => chileanDate(new Date());
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('policies admin API: company scoping (spec 03 §6) and policy rules', () => {
  let runtime: TestRuntime;
  let app: Express;
  let a: { organizationId: number; policy: Policy };
  let b: { organizationId: number; policy: Policy };
  let staff: string;
  let managerA: string;
  let managerB: string;
  let noCompany: string;
  let insuredB: number;
  let loadB: number;
  let documentB: number;
  // Uploads go through the platform's FileStorage (shared with billing): here its S3 adapter against a double.
  let s3: S3Double;

  beforeAll(async () => {
    s3 = await startS3Double();
    runtime = await createTestRuntime(s3DoubleConfig(s3, 'polizas-test'));
    // A stand-in consumer of the policy events (billing's role), so EventPublisher writes their rows.
    for (const eventType of ['PolicyActivated', 'PolicyCanceled', 'InsuredActivated', 'InsuredExcluded'])
      runtime.container.bind(PLATFORM.EventSubscription).toConstantValue({ eventType, queue: 'test-billing' });
    app = runtime.createHttpApp();
    a = await createCompanyWithPolicy(runtime, { name: 'Alfa SpA' });
    b = await createCompanyWithPolicy(runtime, { name: 'Beta Ltda' });
    const admin = await createTestUser(runtime, ['ADMIN']);
    staff = (await loginAs(app, admin.email)).access_token;
    const ma = await createTestUser(runtime, ['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'], { companyId: a.organizationId });
    const mb = await createTestUser(runtime, ['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'], { companyId: b.organizationId });
    const nc = await createTestUser(runtime, ['ADMIN_CLIENT_QPCLIENTS']);
    managerA = (await loginAs(app, ma.email)).access_token;
    managerB = (await loginAs(app, mb.email)).access_token;
    noCompany = (await loginAs(app, nc.email)).access_token;

    // Company B owns an insured, a load and a document.
    const added = await request(app)
      .post(`/api/admin/policies/${b.policy.id}/insured`)
      .auth(managerB, { type: 'bearer' })
      .send({
        firstName: 'Berta',
        paternalSurname: 'Soto',
        rut: rutFor(1),
        birthDate: '1990-05-05',
        gender: 'F',
        startDate: today(),
        coverageGroup: 'GENERAL',
      });
    expect(added.status).toBe(201);
    insuredB = added.body.id;
    const upload = await request(app)
      .post('/api/admin/bulk-loads')
      .auth(managerB, { type: 'bearer' })
      .field('kind', 'activation')
      .field('policyId', String(b.policy.id))
      .attach('file', await activationXlsx({ rows: 3, base: 20_000_000 }), 'altas.xlsx');
    expect(upload.status).toBe(202);
    loadB = upload.body.data.id;
    const doc = await request(app)
      .post(`/api/admin/policies/${b.policy.id}/documents`)
      .auth(staff, { type: 'bearer' })
      .attach('file', PDF, 'contrato.pdf');
    expect(doc.status).toBe(201);
    documentB = doc.body.id;
  });
  afterAll(async () => {
    await runtime.dispose();
    await s3.close();
  });

  it('the token of a company user carries its company claim', async () => {
    const [, payload] = managerA.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString()).company).toBe(a.organizationId);
  });

  it('staff list every company; a payroll manager only its own; a client user without company nothing', async () => {
    const all = await request(app).get('/api/admin/policies').auth(staff, { type: 'bearer' });
    expect(all.status).toBe(200);
    expect(all.body.map((p: Policy) => p.id).sort()).toEqual([a.policy.id, b.policy.id].sort());
    expect(all.headers['content-range']).toBe('policies 0-1/2');
    expect(all.body[0]).toMatchObject({ clientOrganizationName: expect.any(String), statusLabel: 'Vigente' });

    const own = await request(app).get('/api/admin/policies').auth(managerA, { type: 'bearer' });
    expect(own.body.map((p: Policy) => p.id)).toEqual([a.policy.id]);
    // A filter naming another company does not widen the scope.
    const sneaky = await request(app)
      .get('/api/admin/policies')
      .query({ filter: JSON.stringify({ clientOrganizationId: b.organizationId }) })
      .auth(managerA, { type: 'bearer' });
    expect(sneaky.body).toEqual([]);
    const none = await request(app).get('/api/admin/policies').auth(noCompany, { type: 'bearer' });
    expect(none.body).toEqual([]);
    const orgs = await request(app).get('/api/admin/client-organizations').auth(managerA, { type: 'bearer' });
    expect(orgs.body.map((o: { id: number }) => o.id)).toEqual([a.organizationId]);
    const insured = await request(app).get('/api/admin/insured').auth(managerA, { type: 'bearer' });
    expect(insured.body).toEqual([]);
    const loads = await request(app).get('/api/admin/bulk-loads').auth(managerA, { type: 'bearer' });
    expect(loads.body).toEqual([]);
  });

  it('answers 404 to company A for every policies route naming company B', async () => {
    const p = b.policy.id;
    const routes: [string, string, Record<string, unknown>?][] = [
      ['get', `/api/admin/client-organizations/${b.organizationId}`],
      ['get', `/api/admin/policies/${p}`],
      ['put', `/api/admin/policies/${p}`, { startDate: '2026-01-01', productName: 'x' }],
      ['post', `/api/admin/policies/${p}/status`, { status: 'CANCELED' }],
      ['post', `/api/admin/policies/${p}/duplicate`],
      ['post', `/api/admin/policies/${p}/renewal`],
      ['get', `/api/admin/policies/${p}/history`],
      ['get', `/api/admin/policies/${p}/documents`],
      ['get', `/api/admin/policies/${p}/documents/${documentB}`],
      ['put', `/api/admin/policies/${p}/documents/${documentB}`, { status: 'APPROVED' }],
      ['post', `/api/admin/policies/${p}/insured`, { rut: rutFor(2) }],
      ['get', `/api/admin/insured/${insuredB}`],
      ['post', `/api/admin/insured/${insuredB}/accept-activation`],
      ['post', `/api/admin/insured/${insuredB}/decline-activation`],
      ['post', `/api/admin/insured/${insuredB}/start-cancellation`, { exclusionDate: today() }],
      ['post', `/api/admin/insured/${insuredB}/accept-cancellation`],
      ['post', `/api/admin/insured/${insuredB}/decline-cancellation`],
      ['get', `/api/admin/bulk-loads/${loadB}`],
      ['get', `/api/admin/bulk-loads/${loadB}/errors.xlsx`],
      ['post', `/api/admin/bulk-loads/${loadB}/cancel`],
    ];
    // The payroll manager lacks a few permissions (policy:update…): an ADMIN_CLIENT of company A holds more.
    const clientAdmin = await createTestUser(
      runtime,
      ['ADMIN_CLIENT_QPCLIENTS', 'PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE', 'ADMIN'],
      {
        companyId: a.organizationId,
      },
    );
    const wide = (await loginAs(app, clientAdmin.email)).access_token;
    for (const [method, path, body] of routes) {
      const response = await (request(app) as unknown as Record<string, (p: string) => request.Test>)[method]!(path)
        .auth(wide, { type: 'bearer' })
        .send(body ?? {});
      expect({ path, method, status: response.status, code: response.body?.error?.code }).toEqual({
        path,
        method,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    // Its own company: data yes, the group (what a group administrator sees) no, new companies no.
    const own = `/api/admin/client-organizations/${a.organizationId}`;
    const renamed = await request(app).put(own).auth(wide, { type: 'bearer' }).send({ phone: '+56 2 2222 3333' });
    expect(renamed.body.phone).toBe('+56 2 2222 3333');
    const regrouped = await request(app).put(own).auth(wide, { type: 'bearer' }).send({ groupCode: 'HOLDING-BETA' });
    expect(regrouped.status).toBe(403);
    const created = await request(app)
      .post('/api/admin/client-organizations')
      .auth(wide, { type: 'bearer' })
      .send({ name: 'Nueva SpA', rut: rutFor(3, 77_000_000) });
    expect(created.status).toBe(403);

    const upload = await request(app)
      .post('/api/admin/bulk-loads')
      .auth(managerA, { type: 'bearer' })
      .field('kind', 'activation')
      .field('policyId', String(p))
      .attach('file', await activationXlsx({ rows: 2, base: 30_000_000 }), 'altas.xlsx');
    expect(upload.status).toBe(404);
    // …while company B itself reaches them.
    expect((await request(app).get(`/api/admin/bulk-loads/${loadB}`).auth(managerB, { type: 'bearer' })).status).toBe(
      200,
    );
    expect((await request(app).get(`/api/admin/insured/${insuredB}`).auth(managerB, { type: 'bearer' })).status).toBe(
      200,
    );
  });

  it('refuses without a token (401) and without the permission (403)', async () => {
    expect((await request(app).get('/api/admin/policies')).status).toBe(401);
    const response = await request(app).post('/api/admin/policies').auth(managerA, { type: 'bearer' }).send({});
    expect(response.status).toBe(403);
  });

  it('creates a policy with a spec number, refuses a bad one in Spanish, writes nothing', async () => {
    const bad = await request(app)
      .post('/api/admin/policies')
      .auth(staff, { type: 'bearer' })
      .send({ number: 'AB-12', clientOrganizationId: a.organizationId, startDate: today() });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/número de póliza/) });
    const [row] = await runtime.sequelize.query<{ count: string }>('SELECT count(*) AS count FROM policies', {
      type: QueryTypes.SELECT,
    });
    expect(Number(row?.count)).toBe(2);
    const good = await request(app)
      .post('/api/admin/policies')
      .auth(staff, { type: 'bearer' })
      .send({
        clientOrganizationId: a.organizationId,
        startDate: today(),
        coverageGroups: [{ code: 'g1', name: 'Plan 1' }],
      });
    expect(good.status).toBe(201);
    expect(good.body).toMatchObject({ status: 'PENDING', number: expect.stringMatching(/^\d{4}-\d{6}$/) });
    expect(good.body.coverageGroups).toEqual([{ id: expect.any(Number), code: 'G1', name: 'Plan 1' }]);
  });

  it('activation publishes PolicyActivated in the same transaction; history names the user; duplicate and renewal', async () => {
    const created = await request(app)
      .post('/api/admin/policies')
      .auth(staff, { type: 'bearer' })
      .send({
        clientOrganizationId: a.organizationId,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        premium: { amount: '1.2', currency: 'UF' },
      });
    const id = created.body.id;
    const activated = await request(app)
      .post(`/api/admin/policies/${id}/status`)
      .auth(staff, { type: 'bearer' })
      .send({ status: 'ACTIVE' });
    expect(activated.body.status).toBe('ACTIVE');
    const events = await runtime.sequelize.query<{
      payload: { payload: { policyId: number; monthlyPremium: unknown } };
    }>("SELECT payload FROM outbox_messages WHERE job_name = 'PolicyActivated' AND queue = 'test-billing'", {
      type: QueryTypes.SELECT,
    });
    expect(events.map((e) => e.payload.payload.policyId)).toContain(id);
    expect(events.find((e) => e.payload.payload.policyId === id)!.payload.payload.monthlyPremium).toEqual({
      amount: '1.2',
      currency: 'UF',
    });

    const wrong = await request(app)
      .post(`/api/admin/policies/${id}/status`)
      .auth(staff, { type: 'bearer' })
      .send({ status: 'PENDING' });
    expect(wrong.status).toBe(409);

    const renewal = await request(app).post(`/api/admin/policies/${id}/renewal`).auth(staff, { type: 'bearer' });
    expect(renewal.body).toMatchObject({
      status: 'PENDING',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      renewalOf: id,
    });
    const duplicate = await request(app).post(`/api/admin/policies/${id}/duplicate`).auth(staff, { type: 'bearer' });
    expect(duplicate.body).toMatchObject({ duplicatedFrom: id, startDate: '2026-01-01' });

    const history = await request(app).get(`/api/admin/policies/${id}/history`).auth(staff, { type: 'bearer' });
    expect(history.body.map((h: { action: string }) => h.action)).toEqual([
      'duplicated',
      'renewed',
      'status',
      'create',
    ]);
    expect(history.body[2]).toMatchObject({
      userName: expect.stringMatching(/^Usuario/),
      changes: { from: 'PENDING', to: 'ACTIVE' },
    });

    const cancel = await request(app)
      .post(`/api/admin/policies/${id}/status`)
      .auth(staff, { type: 'bearer' })
      .send({ status: 'CANCELED' });
    expect(cancel.body.status).toBe('CANCELED');
    const canceled = await runtime.sequelize.query(
      "SELECT 1 FROM outbox_messages WHERE job_name = 'PolicyCanceled' AND queue = 'test-billing'",
      {
        type: QueryTypes.SELECT,
      },
    );
    expect(canceled).toHaveLength(1);
  });

  it('policy-employee flows: accept an activation (InsuredActivated), start and accept a cancellation (InsuredExcluded)', async () => {
    const added = await request(app)
      .post(`/api/admin/policies/${a.policy.id}/insured`)
      .auth(managerA, { type: 'bearer' })
      .send({
        firstName: 'Ana',
        paternalSurname: 'Pérez',
        rut: rutFor(5),
        birthDate: '1985-01-02',
        gender: 'Femenino',
        startDate: today(),
      });
    expect(added.status).toBe(400); // two coverage groups: the group is required
    expect(added.body.error.details.errors.coverageGroup).toMatch(/grupo de cobertura/);

    const ok = await request(app)
      .post(`/api/admin/policies/${a.policy.id}/insured`)
      .auth(managerA, { type: 'bearer' })
      .send({
        firstName: 'Ana',
        paternalSurname: 'Pérez',
        rut: rutFor(5),
        birthDate: '1985-01-02',
        gender: 'Femenino',
        startDate: today(),
        coverageGroup: 'Ejecutivos',
      });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      status: 'PROCESS_ACTIVATION',
      coverageGroupName: 'Ejecutivos',
      actions: ['accept-activation', 'decline-activation'],
    });
    const id = ok.body.id;
    const again = await request(app)
      .post(`/api/admin/policies/${a.policy.id}/insured`)
      .auth(managerA, { type: 'bearer' })
      .send({
        firstName: 'Ana',
        paternalSurname: 'Pérez',
        rut: rutFor(5),
        birthDate: '1985-01-02',
        gender: 'F',
        startDate: today(),
        coverageGroup: 'GENERAL',
      });
    expect(again.status).toBe(409);

    const accepted = await request(app)
      .post(`/api/admin/insured/${id}/accept-activation`)
      .auth(managerA, { type: 'bearer' });
    expect(accepted.body.status).toBe('ACTIVE');
    expect(
      (await request(app).post(`/api/admin/insured/${id}/accept-activation`).auth(managerA, { type: 'bearer' })).status,
    ).toBe(409);

    const tooLate = await request(app)
      .post(`/api/admin/insured/${id}/start-cancellation`)
      .auth(managerA, { type: 'bearer' })
      .send({ exclusionDate: '2020-01-01' });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.error.message).toMatch(/anterior a 30 días/);
    const started = await request(app)
      .post(`/api/admin/insured/${id}/start-cancellation`)
      .auth(managerA, { type: 'bearer' })
      .send({ exclusionDate: today(), reason: 'Renuncia' });
    expect(started.body).toMatchObject({ status: 'PROCESS_CANCELLATION', exclusionReason: 'Renuncia' });
    // Accepting a cancellation is for staff (the payroll manager lacks the permission).
    expect(
      (await request(app).post(`/api/admin/insured/${id}/accept-cancellation`).auth(managerA, { type: 'bearer' }))
        .status,
    ).toBe(403);
    const done = await request(app)
      .post(`/api/admin/insured/${id}/accept-cancellation`)
      .auth(staff, { type: 'bearer' });
    expect(done.body.status).toBe('CANCELED');
    // The filter modes of spec 03 §3: a cancelled person is in BAJAS, not in ALTAS; TODAS keeps everyone.
    const inMode = async (mode: string) =>
      request(app)
        .get('/api/admin/insured')
        .query({ filter: JSON.stringify({ mode, id }) })
        .auth(staff, { type: 'bearer' });
    expect((await inMode('BAJAS')).body.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await inMode('ALTAS')).body).toEqual([]);
    expect((await inMode('TODAS')).body.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await inMode('OTRAS')).status).toBe(400);
    const types = await runtime.sequelize.query<{ job_name: string }>(
      "SELECT job_name FROM outbox_messages WHERE job_name IN ('InsuredActivated', 'InsuredExcluded') AND queue = 'test-billing' ORDER BY id",
      { type: QueryTypes.SELECT },
    );
    expect(types.map((t) => t.job_name)).toEqual(['InsuredActivated', 'InsuredExcluded']);
    const uninsured = await request(app).get('/api/admin/uninsured').auth(managerA, { type: 'bearer' });
    expect(uninsured.body.map((p: { rut: string }) => p.rut)).toEqual([rutFor(5)]);
  });

  it('a renewal carries the ACTIVE insured into the new term (InsuredActivated for each), not the pending ones', async () => {
    const add = (n: number) =>
      request(app)
        .post(`/api/admin/policies/${a.policy.id}/insured`)
        .auth(managerA, { type: 'bearer' })
        .send({
          firstName: n === 61 ? 'Renata' : 'Carla',
          paternalSurname: 'Soto',
          rut: rutFor(n),
          birthDate: '1980-03-04',
          gender: 'Femenino',
          startDate: today(),
          coverageGroup: 'Ejecutivos',
        });
    const active = await add(61);
    const pending = await add(62);
    expect([active.status, pending.status], JSON.stringify(active.body)).toEqual([201, 201]);
    await request(app)
      .post(`/api/admin/insured/${active.body.id}/accept-activation`)
      .auth(managerA, { type: 'bearer' });

    const renewal = await request(app)
      .post(`/api/admin/policies/${a.policy.id}/renewal`)
      .auth(staff, { type: 'bearer' });
    expect(renewal.status).toBe(201);
    const carried = await request(app)
      .get('/api/admin/insured')
      .query({ filter: JSON.stringify({ policyId: renewal.body.id }) })
      .auth(staff, { type: 'bearer' });
    const ruts = carried.body.map((i: { rut: string }) => i.rut);
    expect(ruts).toContain(active.body.rut);
    expect(ruts).not.toContain(pending.body.rut);
    const mine = carried.body.find((i: { rut: string }) => i.rut === active.body.rut);
    expect(mine).toMatchObject({
      status: 'ACTIVE',
      startDate: renewal.body.startDate,
      coverageGroupName: 'Ejecutivos',
    });
    const events = await runtime.sequelize.query<{ payload: { payload: { policyId: number; rut: string } } }>(
      "SELECT payload FROM outbox_messages WHERE job_name = 'InsuredActivated' AND queue = 'test-billing'",
      { type: QueryTypes.SELECT },
    );
    const forRenewal = events.filter((e) => e.payload.payload.policyId === renewal.body.id);
    expect(forRenewal.map((e) => e.payload.payload.rut).sort()).toEqual([...ruts].sort());
  });

  it('documents: the extension must be allowed and the content must match it', async () => {
    const renamed = await request(app)
      .post(`/api/admin/policies/${a.policy.id}/documents`)
      .auth(staff, { type: 'bearer' })
      .attach('file', Buffer.from('MZ\x90\x00binary'), 'contrato.pdf');
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.message).toMatch(/contenido del archivo no corresponde/);
    const exe = await request(app)
      .post(`/api/admin/policies/${a.policy.id}/documents`)
      .auth(staff, { type: 'bearer' })
      .attach('file', PDF, 'programa.exe');
    expect(exe.status).toBe(400);
    const list = await request(app)
      .get(`/api/admin/policies/${b.policy.id}/documents`)
      .auth(managerB, { type: 'bearer' });
    expect(list.body).toEqual([expect.objectContaining({ fileName: 'contrato.pdf', contentType: 'application/pdf' })]);
    const download = await request(app)
      .get(`/api/admin/policies/${b.policy.id}/documents/${documentB}`)
      .auth(managerB, { type: 'bearer' })
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    // The bytes live in the platform's storage (the bucket), under the policy's documents.
    const stored = [...s3.objects.entries()].filter(([key]) =>
      key.startsWith(`/polizas-test/documents/${b.policy.id}/`),
    );
    expect(stored.map(([, object]) => Buffer.compare(object.body, PDF))).toEqual([0]);

    // Review (spec 03 §4): staff approve; the payroll manager lacks policy:update; the history names it.
    const review = (token: string, status: string) =>
      request(app)
        .put(`/api/admin/policies/${b.policy.id}/documents/${documentB}`)
        .auth(token, { type: 'bearer' })
        .send({ status });
    expect((await review(managerB, 'APPROVED')).status).toBe(403);
    expect((await review(staff, 'LISTO')).status).toBe(400);
    const approved = await review(staff, 'APPROVED');
    expect(approved.body).toMatchObject({ id: documentB, status: 'APPROVED', statusLabel: 'Aprobado' });
    expect(approved.body.storageKey).toBeUndefined();
    const history = await request(app)
      .get(`/api/admin/policies/${b.policy.id}/history`)
      .auth(staff, { type: 'bearer' });
    expect(history.body[0]).toMatchObject({
      action: 'document-review',
      changes: { documentId: documentB, from: 'PENDING', to: 'APPROVED' },
    });
  });

  it('a group administrator sees the companies of its group only; a client user only its own company', async () => {
    const north1 = await createCompanyWithPolicy(runtime, { name: 'Norte Uno SpA', groupCode: 'HOLDING-NORTE' });
    const north2 = await createCompanyWithPolicy(runtime, { name: 'Norte Dos SpA', groupCode: 'HOLDING-NORTE' });
    const south = await createCompanyWithPolicy(runtime, { name: 'Sur SpA', groupCode: 'HOLDING-SUR' });
    const tokenOf = async (roles: string[], companyId: number) =>
      (await loginAs(app, (await createTestUser(runtime, roles, { companyId })).email)).access_token;
    const group = await tokenOf(['ADMIN_GROUP_QPCLIENTS_ENTERPRISE'], north1.organizationId);
    const client = await tokenOf(['CLIENT'], north2.organizationId);
    // A company administrator of the same holding, but not a group administrator: its own company only.
    const companyAdmin = await tokenOf(['ADMIN_CLIENT_QPCLIENTS_ENTERPRISE'], north1.organizationId);
    const get = (token: string, path: string) => request(app).get(path).auth(token, { type: 'bearer' });
    const ids = async (token: string, path: string) =>
      ((await get(token, path)).body as { id: number }[]).map((row) => row.id).sort((x, y) => x - y);
    const sorted = (...values: number[]) => values.sort((x, y) => x - y);

    expect(await ids(group, '/api/admin/policies')).toEqual(sorted(north1.policy.id, north2.policy.id));
    expect(await ids(group, '/api/admin/client-organizations')).toEqual(
      sorted(north1.organizationId, north2.organizationId),
    );
    expect(await ids(client, '/api/admin/policies')).toEqual([north2.policy.id]);
    expect(await ids(client, '/api/admin/client-organizations')).toEqual([north2.organizationId]);
    expect(await ids(companyAdmin, '/api/admin/policies')).toEqual([north1.policy.id]);
    for (const [token, policyId] of [
      [group, south.policy.id],
      [group, a.policy.id],
      [client, north1.policy.id],
      [companyAdmin, north2.policy.id],
    ] as const) {
      expect((await get(token, `/api/admin/policies/${policyId}`)).status).toBe(404);
    }
    expect((await get(group, `/api/admin/policies/${north2.policy.id}`)).status).toBe(200);
    expect((await get(group, `/api/admin/client-organizations/${south.organizationId}`)).status).toBe(404);

    // The group administrator works on another company of its group: a load and an insured of north2.
    const upload = await request(app)
      .post('/api/admin/bulk-loads')
      .auth(group, { type: 'bearer' })
      .field('kind', 'activation')
      .field('policyId', String(north2.policy.id))
      .attach('file', await activationXlsx({ rows: 2, base: 31_000_000 }), 'altas-norte.xlsx');
    expect(upload.status).toBe(202);
    const load = upload.body.data.id as number;
    expect((await get(client, `/api/admin/bulk-loads/${load}`)).status).toBe(200);
    expect((await get(companyAdmin, `/api/admin/bulk-loads/${load}`)).status).toBe(404);
    const southUpload = await request(app)
      .post('/api/admin/bulk-loads')
      .auth(group, { type: 'bearer' })
      .field('kind', 'activation')
      .field('policyId', String(south.policy.id))
      .attach('file', await activationXlsx({ rows: 2, base: 32_000_000 }), 'altas-sur.xlsx');
    expect(southUpload.status).toBe(404);
    const added = await request(app)
      .post(`/api/admin/policies/${north2.policy.id}/insured`)
      .auth(group, { type: 'bearer' })
      .send({
        firstName: 'Nora',
        paternalSurname: 'Rojas',
        rut: rutFor(77),
        birthDate: '1991-02-03',
        gender: 'F',
        startDate: today(),
        coverageGroup: 'GENERAL',
      });
    expect(added.status).toBe(201);
    expect(await ids(client, '/api/admin/insured')).toEqual([added.body.id]);
    expect(await ids(group, '/api/admin/insured')).toEqual([added.body.id]);
    expect(await ids(companyAdmin, '/api/admin/insured')).toEqual([]);
    expect((await get(companyAdmin, `/api/admin/insured/${added.body.id}`)).status).toBe(404);

    // The export holds the group's companies only.
    const exported = await get(group, '/api/admin/policies/export.xlsx')
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(exported.status).toBe(200);
    const rows = await readXlsxRows(exported.body as Buffer);
    expect(
      rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(['Norte Dos SpA', 'Norte Uno SpA']);
  });
});
