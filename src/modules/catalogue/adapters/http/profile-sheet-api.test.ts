import ExcelJS from 'exceljs';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../../platform/testing/patience.js';
import { type TestRuntime } from '../../../../platform/testing/test-runtime.js';
import { PROFILE_SHEET_DIRECT_ROWS } from '../../domain/profile-sheet.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';

/** POST /api/insurance/processProfilesWithExcel and its job routes (spec 03 §7, issue 30), on the real app. */
let runtime: TestRuntime;
let app: Express;
const URL = '/api/insurance/processProfilesWithExcel';

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Perfiles');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const send = (file: Buffer, fields: Record<string, string> = {}, name = 'perfiles.xlsx') => {
  const call = request(app).post(URL);
  for (const [key, value] of Object.entries(fields)) call.field(key, value);
  return call.attach('file', file, name);
};

beforeAll(async () => {
  runtime = await createSampleTestRuntime({});
  app = runtime.createHttpApp();
  runtime.startBackground();
}, 180_000);

afterAll(async () => {
  await runtime?.dispose();
});

describe('POST /api/insurance/processProfilesWithExcel', () => {
  it('prices a small sheet at once: the cheapest products per row, Spanish errors for bad rows', async () => {
    const file = await sheet([
      ['Edad', 'Sexo', 'Edad Pareja', 'Edades Cargas', 'Previsión'],
      [35, 'Femenino', 33, '4;7', 'Isapre'],
      [],
      ['cuarenta', 'X', null, null, 'Privada'],
      [60],
    ]);
    const response = await send(file, { take: '2' }).expect(200);
    const { data } = response.body;
    expect(data).toMatchObject({ total: 3, priced: 2, failed: 1 });
    expect(data.rows.map((row: { row: number }) => row.row)).toEqual([2, 4, 5]);
    const [family, bad, single] = data.rows;
    expect(family.ok).toBe(true);
    expect(family.products).toHaveLength(2);
    expect(family.products[0]).toMatchObject({ productCode: expect.any(String), currency: expect.any(String) });
    const amounts = family.products.map((p: { amount: number | null }) => p.amount ?? Infinity);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(bad).toEqual({
      row: 4,
      ok: false,
      errors: [
        'La edad debe ser un número entero entre 0 y 110.',
        'El sexo debe ser Masculino o Femenino.',
        'La previsión debe ser Fonasa o Isapre.',
      ],
    });
    expect(single.ok).toBe(true);
  });

  it('prices a large sheet in a job, with a status route and an xlsx to download', async () => {
    const rows: unknown[][] = [['edad', 'sexo']];
    for (let i = 0; i <= PROFILE_SHEET_DIRECT_ROWS; i += 1) rows.push([20 + (i % 40), i % 2 ? 'M' : 'F']);
    rows.push([200, 'M']);
    const accepted = await send(await sheet(rows)).expect(202);
    const { jobId, statusUrl, downloadUrl, total } = accepted.body.data;
    expect(total).toBe(PROFILE_SHEET_DIRECT_ROWS + 2);
    const done = await waitUntil(
      'the sheet job to finish',
      async () => (await request(app).get(statusUrl).expect(200)).body.data,
      (status: { status: string }) => status.status === 'terminado' || status.status === 'fallido',
    );
    expect(done).toMatchObject({ status: 'terminado', total: rows.length - 1, priced: rows.length - 2, failed: 1 });
    const download = await request(app)
      .get(downloadUrl)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-type']).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.body as Parameters<typeof workbook.xlsx.load>[0]);
    const result = workbook.worksheets[0]!;
    expect(result.rowCount).toBe(rows.length);
    expect(result.getRow(2).getCell(2).value).toBe('Cotizado');
    expect(result.getRow(rows.length).getCell(3).value).toMatch(/La edad debe ser/);
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bad files and fields in Spanish, writing nothing', async () => {
    const good = await sheet([['edad'], [30]]);
    const cases: [request.Test, number, RegExp][] = [
      [request(app).post(URL).field('take', '2'), 400, /Adjunta la planilla/],
      [send(Buffer.from('edad\n30\n'), {}, 'perfiles.csv'), 400, /no es una planilla Excel/],
      [send(Buffer.from('PK\u0003\u0004basura')), 400, /no es una planilla Excel/],
      [send(await sheet([['nombre'], ['Ana']])), 400, /Falta la columna edad/],
      [send(await sheet([['edad']])), 400, /no tiene perfiles/],
      [send(good, { take: 'abc' }), 400, /take/],
      [send(good, { take: '50' }), 400, /take admite a lo más 10/],
      [send(good, { organizationType: 'BANCO' }), 400, /organizationType/],
      [send(good, { insuranceTypes: 'Salud\u0000' }), 400, /./],
      [send(Buffer.alloc(2 * 1024 * 1024 + 10, 1)), 413, /supera los 2 MB/],
    ];
    for (const [call, status, message] of cases) {
      const response = await call;
      expect(response.status, message.source).toBe(status);
      expect(response.body.error.message).toMatch(message);
    }
  });

  it('answers 404 for an unknown job and 400 for a malformed job id', async () => {
    const unknown = await request(app).get(`${URL}/00000000-0000-4000-8000-000000000000`).expect(404);
    expect(unknown.body.error.message).toMatch(/No existe ese proceso/);
    await request(app).get(`${URL}/00000000-0000-4000-8000-000000000000/download`).expect(404);
    expect((await request(app).get(`${URL}/no-es-un-id`).expect(400)).body.error.code).toBe('BAD_REQUEST');
  });
});
