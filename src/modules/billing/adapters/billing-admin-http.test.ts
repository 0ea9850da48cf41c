import ExcelJS from 'exceljs';
import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, type EventPublisher } from '../../../platform/outbox/integration-events.js';
import { s3DoubleConfig, startS3Double, type S3Double } from '../../../platform/testing/s3-double.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { PLATFORM, type AuthenticatedUser } from '../../../platform/tokens.js';
import { createTestUser, loginAs } from '../../identity/testing/identity-fixtures.js';
import type { PolicyActivated } from '../../policies/index.js';
import { addMonths } from '../domain/dates.js';
import { BILLING } from '../tokens.js';
import type { UserOrganization } from './request-scope.js';
import { chileanDate } from '../../pricing/index.js';
import { patience } from '../../../platform/testing/patience.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const XML = Buffer.from('<?xml version="1.0"?><DTE><Folio>123</Folio></DTE>');

describe('billing back-office API: permission strings and organization scoping (supertest, real app)', () => {
  let runtime: TestRuntime;
  let app: Express;
  // Files go through the platform's FileStorage: here its S3 adapter (the real SDK) against a local double.
  let s3: S3Double;
  const tokens: Record<string, string> = {};
  const organizationOfUser = new Map<number, number>();
  const today = chileanDate(new Date());
  const start = `${addMonths(today, -3).slice(0, 8)}01`;

  beforeAll(async () => {
    s3 = await startS3Double();
    runtime = await createTestRuntime(s3DoubleConfig(s3, 'cobranza-test'));
    // The organization claim comes with the policies work; until then the one seam (request-scope.ts) is fed here.
    runtime.container
      .rebind<UserOrganization>(BILLING.UserOrganization)
      .toConstantValue((user: AuthenticatedUser) => organizationOfUser.get(user.id) ?? null);
    app = runtime.createHttpApp();
    runtime.startBackground();
    for (const [key, roles] of Object.entries({
      admin: ['ADMIN'],
      backoffice: ['BACKOFFICE'],
      clientA: ['CLIENT'],
      clientNoOrg: ['CLIENT'],
      referidor: ['REFERIDOR'],
    })) {
      const user = await createTestUser(runtime, roles, { email: `${key.toLowerCase()}@example.com` });
      if (key === 'clientA') organizationOfUser.set(user.id, 501);
      tokens[key] = (await loginAs(app, user.email)).access_token;
    }
    const publisher = runtime.container.get<EventPublisher>(PLATFORM.EventPublisher);
    const base: PolicyActivated['payload'] = {
      policyId: 0,
      policyNumber: '',
      clientOrganizationId: null,
      insurerId: 1,
      productId: 1,
      periodicityMonths: 1,
      startDate: start,
      endDate: null,
      monthlyPremium: { amount: '10000', currency: 'CLP' },
      premiumBasis: 'per-policy',
      saleId: null,
      renewalOf: null,
    };
    await runtime.sequelize.transaction((tx) =>
      publisher.publish(
        tx,
        newEvent('PolicyActivated', {
          ...base,
          policyId: 1,
          policyNumber: 'A-1',
          clientOrganizationId: 501,
          clientOrganizationName: 'Andes SpA',
        }),
        newEvent('PolicyActivated', {
          ...base,
          policyId: 2,
          policyNumber: 'B-1',
          clientOrganizationId: 502,
          clientOrganizationName: 'Boreal Ltda',
        }),
      ),
    );
    const until = Date.now() + patience(20_000);
    while (Number(await count('SELECT count(*) FROM billing_periods')) < 24) {
      if (Date.now() > until) throw new Error('periods not opened');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    await runtime?.dispose();
    await s3?.close();
  });

  async function count(sql: string, bind: unknown[] = []): Promise<number> {
    const [row] = await runtime.sequelize.query<{ count: string }>(sql, { bind, type: QueryTypes.SELECT });
    return Number(row?.count ?? 0);
  }
  const as = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });
  const periodId = async (policyId: number, seq: number) =>
    count('SELECT id AS count FROM billing_periods WHERE policy_id = $1 AND seq = $2', [policyId, seq]);

  it('refuses without a token (401) and without the permission (403) on every route', async () => {
    const routes: [string, string][] = [
      ['get', '/api/admin/payment-periods'],
      ['get', '/api/admin/payment-periods/export'],
      ['get', '/api/admin/payments'],
      ['get', '/api/admin/payments/export'],
      ['post', '/api/admin/payments'],
      ['post', '/api/admin/payments/receipts'],
      ['delete', '/api/admin/payments/1'],
      ['get', '/api/admin/preinvoices'],
      ['post', '/api/admin/preinvoices/1/request-update'],
      ['get', '/api/admin/tax-documents'],
      ['post', '/api/admin/tax-documents'],
      ['put', '/api/admin/tax-documents/1/status'],
      ['delete', '/api/admin/tax-documents/1'],
      ['get', '/api/admin/unsent-notifications'],
      ['put', '/api/admin/unsent-notifications/1/status'],
      ['get', '/api/admin/billing-dashboard'],
      ['get', '/api/admin/billing-jobs'],
      ['post', '/api/admin/billing-jobs/arrears-reminders/run'],
      ['get', '/admin/queues'],
    ];
    for (const [method, path] of routes) {
      const anonymous = await (request(app) as unknown as Record<string, (p: string) => request.Test>)[method]!(path);
      expect([path, anonymous.status]).toEqual([path, 401]);
      const forbidden = await (request(app) as unknown as Record<string, (p: string) => request.Test>)[method]!(
        path,
      ).set(as('referidor'));
      expect([path, forbidden.status, forbidden.body.error?.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
    // BACKOFFICE records payments but does not hold payment-period:read nor job:read by default.
    expect((await request(app).get('/api/admin/payment-periods').set(as('backoffice'))).status).toBe(403);
    expect((await request(app).get('/api/admin/billing-jobs').set(as('backoffice'))).status).toBe(403);
  });

  it('lists periods for staff with filters, states and Content-Range', async () => {
    const all = await request(app).get('/api/admin/payment-periods').query({ range: '[0,99]' }).set(as('admin'));
    expect(all.status).toBe(200);
    expect(all.headers['content-range']).toBe('payment-periods 0-23/24');
    const overdue = await request(app)
      .get('/api/admin/payment-periods')
      .query({ filter: JSON.stringify({ state: 'overdue', organizationId: 501 }), sort: '["dueDate","ASC"]' })
      .set(as('admin'));
    expect(overdue.body.length).toBeGreaterThanOrEqual(2);
    expect(
      overdue.body.every(
        (p: { state: string; paymentStatus: string; organizationId: number }) =>
          p.state === 'overdue' && p.paymentStatus === 'LATE' && p.organizationId === 501,
      ),
    ).toBe(true);
    expect(overdue.body[0]).toMatchObject({
      stateLabel: 'Vencido',
      paymentStatusLabel: 'Atrasado',
      amount: '10000',
      currency: 'CLP',
      amountClp: 10000,
    });
    const bad = await request(app)
      .get('/api/admin/payment-periods')
      .query({ filter: '{"state":"late"}' })
      .set(as('admin'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
  });

  it('shows a client only its own organization, and a client without one nothing', async () => {
    const own = await request(app).get('/api/admin/payment-periods').query({ range: '[0,99]' }).set(as('clientA'));
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(12);
    expect(own.body.every((p: { organizationId: number }) => p.organizationId === 501)).toBe(true);
    // Asking for the other company by filter or by id answers nothing.
    const other = await request(app)
      .get('/api/admin/payment-periods')
      .query({ filter: '{"organizationId":502}' })
      .set(as('clientA'));
    expect(other.body).toEqual([]);
    expect(
      (
        await request(app)
          .get(`/api/admin/payment-periods/${await periodId(2, 1)}`)
          .set(as('clientA'))
      ).status,
    ).toBe(404);
    const preinvoices = await request(app).get('/api/admin/preinvoices').query({ range: '[0,99]' }).set(as('clientA'));
    expect(preinvoices.body).toHaveLength(12);
    expect(preinvoices.body.every((p: { organizationId: number }) => p.organizationId === 501)).toBe(true);
    const dashboard = await request(app).get('/api/admin/billing-dashboard').set(as('clientA'));
    expect(dashboard.body.topLateOrganizations.map((o: { organizationId: number }) => o.organizationId)).toEqual([501]);
    for (const path of [
      '/api/admin/payment-periods',
      '/api/admin/preinvoices',
      '/api/admin/payments',
      '/api/admin/tax-documents',
    ]) {
      const none = await request(app).get(path).set(as('clientNoOrg'));
      expect([path, none.status, none.body]).toEqual([path, 200, []]);
    }
  });

  it('records partial transfer payments with a receipt until the period is PAID; bad input writes nothing', async () => {
    const id = await periodId(1, 1);
    const wrongType = await request(app)
      .post('/api/admin/payments/receipts')
      .set(as('backoffice'))
      .attach('file', Buffer.from('hola'), 'nota.txt');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toContain('Tipo de archivo no permitido');
    const receipt = await request(app)
      .post('/api/admin/payments/receipts')
      .set(as('backoffice'))
      .attach('file', PDF, 'comprobante.pdf');
    expect(receipt.status).toBe(201);

    const zero = await request(app)
      .post('/api/admin/payments')
      .set(as('backoffice'))
      .send({ periodId: id, amountClp: 0, receiptFileId: receipt.body.id });
    expect(zero.status).toBe(400);
    expect(zero.body.error).toMatchObject({
      code: 'INVALID_AMOUNT',
      message: 'El monto debe ser un número entero de pesos mayor que cero.',
    });
    const noReceipt = await request(app)
      .post('/api/admin/payments')
      .set(as('backoffice'))
      .send({ periodId: id, amountClp: 4000 });
    expect(noReceipt.status).toBe(400);
    expect(await count('SELECT count(*) FROM billing_payments')).toBe(0);

    const first = await request(app)
      .post('/api/admin/payments')
      .set(as('backoffice'))
      .send({ periodId: id, amountClp: 4000, receiptFileId: receipt.body.id, note: 'Transferencia 1' });
    expect(first.status).toBe(201);
    expect(first.body.period).toMatchObject({ status: 'PARTIAL', paidClp: 4000 });
    const second = await request(app)
      .post('/api/admin/payments')
      .set(as('backoffice'))
      .send({ periodId: id, amountClp: 6000, receiptFileId: receipt.body.id });
    expect(second.body.period).toMatchObject({ status: 'PAID', paidClp: 10000 });
    const third = await request(app)
      .post('/api/admin/payments')
      .set(as('backoffice'))
      .send({ periodId: id, amountClp: 1, receiptFileId: receipt.body.id });
    expect(third.status).toBe(400);
    expect(third.body.error.message).toBe('El período ya está pagado.');

    const period = await request(app).get(`/api/admin/payment-periods/${id}`).set(as('admin'));
    expect(period.body).toMatchObject({ paymentStatus: 'PAID', state: 'pay', balanceClp: 0 });
    const download = await request(app).get(`/api/admin/payments/receipts/${receipt.body.id}`).set(as('backoffice'));
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    // The bytes live in the FileStorage (the bucket), the database keeps only the key.
    const [stored] = await runtime.sequelize.query<{ storage_key: string; size: number }>(
      'SELECT storage_key, size FROM billing_files WHERE id = $1',
      { bind: [receipt.body.id], type: QueryTypes.SELECT },
    );
    expect(stored!.storage_key).toMatch(/^billing\/payment-receipt\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(stored!.size).toBe(PDF.length);
    expect(s3.objects.get(`/cobranza-test/${stored!.storage_key}`)?.type).toBe('application/pdf');
    expect(
      await count(
        "SELECT count(*) FROM information_schema.columns WHERE table_name = 'billing_files' AND column_name = 'data'",
      ),
    ).toBe(0);
    // Staff uploaded it; once attached, the period's company may download it too.
    expect((await request(app).get(`/api/admin/payments/receipts/${receipt.body.id}`).set(as('clientA'))).status).toBe(
      200,
    );

    // A client cannot see another company's payments; staff delete one (payment:delete) and the period reopens.
    expect((await request(app).get(`/api/admin/payments/${second.body.id}`).set(as('clientA'))).status).toBe(200);
    expect((await request(app).delete(`/api/admin/payments/${second.body.id}`).set(as('backoffice'))).status).toBe(403);
    expect((await request(app).delete(`/api/admin/payments/${second.body.id}`).set(as('admin'))).status).toBe(200);
    expect((await request(app).get(`/api/admin/payment-periods/${id}`).set(as('admin'))).body).toMatchObject({
      paymentStatus: 'PARTIAL',
      paidClp: 4000,
    });
  });

  it('exports periods and payments to xlsx with the same filters', async () => {
    const response = await request(app)
      .get('/api/admin/payment-periods/export')
      .query({ filter: '{"organizationId":502}' })
      .set(as('admin'))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Períodos')!;
    expect(sheet.rowCount).toBe(13);
    expect(sheet.getRow(2).getCell(3).value).toBe('Boreal Ltda');
    expect((await request(app).get('/api/admin/payments/export').set(as('admin'))).status).toBe(200);
  });

  it('lets a client ask to update its own pre-invoice; the reason reaches the staff inbox', async () => {
    const [own] = (await request(app).get('/api/admin/preinvoices').set(as('clientA'))).body as { id: number }[];
    const otherId = await count('SELECT id AS count FROM billing_preinvoices WHERE organization_id = 502 LIMIT 1');
    expect(
      (
        await request(app)
          .post(`/api/admin/preinvoices/${otherId}/request-update`)
          .set(as('clientA'))
          .send({ reason: 'Faltan dos personas' })
      ).status,
    ).toBe(404);
    const short = await request(app)
      .post(`/api/admin/preinvoices/${own!.id}/request-update`)
      .set(as('clientA'))
      .send({ reason: 'x' });
    expect(short.status).toBe(400);
    // Text PostgreSQL cannot store, a blank or a missing reason: 400 (NUL was a 500), the pre-invoice unchanged.
    for (const body of [
      { reason: 'Faltan dos personas\u0000' },
      { reason: 'Faltan \ud800 personas' },
      { reason: '   ' },
      {},
    ]) {
      const refused = await request(app)
        .post(`/api/admin/preinvoices/${own!.id}/request-update`)
        .set(as('clientA'))
        .send(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count(`SELECT count(*) FROM billing_preinvoices WHERE id = ${own!.id} AND status = 'ISSUED'`)).toBe(1);
    const ok = await request(app)
      .post(`/api/admin/preinvoices/${own!.id}/request-update`)
      .set(as('clientA'))
      .send({ reason: 'Faltan dos personas dadas de alta en octubre' });
    expect(ok.body).toMatchObject({
      status: 'UPDATE_REQUESTED',
      updateReason: 'Faltan dos personas dadas de alta en octubre',
    });
    const until = Date.now() + patience(20_000);
    while ((await count("SELECT count(*) FROM mail_messages WHERE to_address = 'cobranza@comparador.local'")) === 0) {
      if (Date.now() > until) throw new Error('staff e-mail not sent');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [mail] = await runtime.sequelize.query<{ text_body: string }>(
      'SELECT text_body FROM mail_messages WHERE to_address = $1',
      {
        bind: ['cobranza@comparador.local'],
        type: QueryTypes.SELECT,
      },
    );
    expect(mail!.text_body).toContain('Motivo: Faltan dos personas dadas de alta en octubre');
  });

  it('keeps tax documents with their PDF/XML, their status, and comments only for tax-document:read-comment', async () => {
    const created = await request(app)
      .post('/api/admin/tax-documents')
      .set(as('admin'))
      .field('folio', 'F-123')
      .field('organizationId', '502')
      .field('comment', 'Emitida con descuento')
      .attach('pdf', PDF, 'f123.pdf')
      .attach('xml', XML, 'f123.xml');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      folio: 'F-123',
      status: 'ACTIVE',
      comment: 'Emitida con descuento',
      organizationId: 502,
    });
    const withoutFiles = await request(app).post('/api/admin/tax-documents').set(as('admin')).field('folio', 'F-124');
    expect(withoutFiles.status).toBe(400);
    const xmlAsPdf = await request(app)
      .post('/api/admin/tax-documents')
      .set(as('admin'))
      .field('folio', 'F-125')
      .attach('pdf', XML, 'x.pdf');
    expect(xmlAsPdf.status).toBe(400);
    expect(await count('SELECT count(*) FROM billing_tax_documents')).toBe(1);

    const byBackoffice = await request(app).get(`/api/admin/tax-documents/${created.body.id}`).set(as('backoffice'));
    expect(byBackoffice.body.comment).toBeNull();
    const cancelled = await request(app)
      .put(`/api/admin/tax-documents/${created.body.id}/status`)
      .set(as('backoffice'))
      .send({ status: 'CANCELLED' });
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(
      (
        await request(app)
          .put(`/api/admin/tax-documents/${created.body.id}/status`)
          .set(as('backoffice'))
          .send({ status: 'X' })
      ).status,
    ).toBe(400);
    const xml = await request(app).get(`/api/admin/tax-documents/${created.body.id}/files/xml`).set(as('admin'));
    expect(xml.text).toContain('<Folio>123</Folio>');
    expect((await request(app).get(`/api/admin/tax-documents/${created.body.id}`).set(as('clientA'))).status).toBe(404);
  });

  it('lists the job schedules and serves bull-board behind job:read (header or the path cookie)', async () => {
    const jobs = await request(app).get('/api/admin/billing-jobs').set(as('admin'));
    expect(jobs.body.map((job: { id: string }) => job.id)).toEqual(['arrears-reminders', 'uf-refresh']);
    expect(jobs.body[0]).toMatchObject({ pattern: '0 9 * * *', timeZone: 'America/Santiago' });
    const board = await request(app).get('/admin/queues').set('Cookie', `cmp_queues_token=${tokens.admin}`);
    expect(board.status).toBe(200);
    expect(board.text).toContain('<div id="root">');
    expect(board.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(
      (await request(app).get('/admin/queues').set('Cookie', `cmp_queues_token=${tokens.backoffice}`)).status,
    ).toBe(403);
  });
  it('moves a file stored in the database before the FileStorage into it on its first download', async () => {
    const [row] = await runtime.sequelize.query<{ id: string }>(
      `INSERT INTO billing_files (purpose, filename, content_type, size, organization_id)
       VALUES ('payment-receipt', 'antiguo.pdf', 'application/pdf', $1, 501) RETURNING id`,
      { bind: [PDF.length], type: QueryTypes.SELECT },
    );
    await runtime.sequelize.query('INSERT INTO billing_files_legacy (file_id, data) VALUES ($1, $2)', {
      bind: [row!.id, PDF],
    });
    const download = await request(app).get(`/api/admin/payments/receipts/${row!.id}`).set(as('clientA'));
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    expect(await count('SELECT count(*) FROM billing_files_legacy')).toBe(0);
    expect(s3.objects.has(`/cobranza-test/billing/payment-receipt/legacy/${row!.id}`)).toBe(true);
    const again = await request(app).get(`/api/admin/payments/receipts/${row!.id}`).set(as('admin'));
    expect(Buffer.compare(again.body as Buffer, PDF)).toBe(0);
    expect((await request(app).get(`/api/admin/payments/receipts/${row!.id}`).set(as('clientNoOrg'))).status).toBe(404);
  });

  it('issues one pre-invoice per company and billing month, listing every policy billed that month', async () => {
    const publisher = runtime.container.get<EventPublisher>(PLATFORM.EventPublisher);
    const second: PolicyActivated['payload'] = {
      policyId: 3,
      policyNumber: 'A-2',
      clientOrganizationId: 501,
      clientOrganizationName: 'Andes SpA',
      insurerId: 1,
      productId: 1,
      periodicityMonths: 2,
      startDate: `${start.slice(0, 8)}15`,
      endDate: null,
      monthlyPremium: { amount: '5000', currency: 'CLP' },
      premiumBasis: 'per-policy',
      saleId: null,
      renewalOf: null,
    };
    await runtime.sequelize.transaction((tx) => publisher.publish(tx, newEvent('PolicyActivated', second)));
    const until = Date.now() + patience(20_000);
    while ((await count('SELECT count(*) FROM billing_periods WHERE policy_id = 3')) < 6) {
      if (Date.now() > until) throw new Error('periods not opened');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const list = await request(app)
      .get('/api/admin/preinvoices')
      .query({ range: '[0,99]', sort: '["month","ASC"]' })
      .set(as('clientA'));
    // Still one per month: the bimonthly policy's periods join the months they are billed in.
    expect(list.body).toHaveLength(12);
    const first = list.body[0] as {
      month: string;
      policies: number;
      lines: { policyNumber: string; amountClp: number }[];
      amountClp: number;
      byCurrency: unknown;
    };
    expect(first).toMatchObject({
      month: start.slice(0, 7),
      policies: 2,
      amountClp: 10000 + 10000,
      byCurrency: [{ currency: 'CLP', amount: '20000' }],
    });
    expect(first.lines.map((line) => line.policyNumber)).toEqual(['A-1', 'A-2']);
    expect((list.body[1] as { policies: number }).policies).toBe(1);
    const byMonth = await request(app)
      .get('/api/admin/preinvoices')
      .query({ filter: JSON.stringify({ month: start.slice(0, 7) }) })
      .set(as('admin'));
    expect(byMonth.body.map((p: { organizationName: string }) => p.organizationName).sort()).toEqual([
      'Andes SpA',
      'Boreal Ltda',
    ]);
    expect(
      await count('SELECT count(*) FROM billing_preinvoices WHERE organization_id = 501 AND billing_month = $1', [
        start,
      ]),
    ).toBe(1);
  });
});
