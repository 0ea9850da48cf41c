import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../platform/tokens.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { staffToken } from '../../identity/testing/identity-fixtures.js';
import type { FetchDailyRates } from '../application/fetch-daily-rates.js';
import type { ExchangeRateSource } from '../application/ports.js';
import { chileanToday } from '../domain/chilean-day.js';
import { startRateDouble } from '../testing/rate-feed-doubles.js';
import { PRICING } from '../tokens.js';

const today = chileanToday(systemClock);
const [year, month] = today.split('-') as [string, string];
const dayOffset = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysOf = (y: string, m: string) =>
  Array.from(
    { length: new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate() },
    (_, i) => `${y}-${m}-${String(i + 1).padStart(2, '0')}`,
  );
const monthDays = daysOf(year, month);
const daysOfMonth = monthDays.length;
/** Three days ago the doubles publish no dollar (a holiday): the day before applies. */
const holiday = dayOffset(today, -3);
const dmy = (iso: string) => iso.split('-').reverse().join('-');
/** 39.214,80 plus a few pesos a day, in the CMF's Spanish format. */
const ufOf = (day: string) => `39.${String(200 + Number(day.slice(8))).padStart(3, '0')},80`;

async function rows(runtime: TestRuntime, sql: string, bind: unknown[] = []) {
  return runtime.sequelize.query<Record<string, string>>(sql, { bind, type: QueryTypes.SELECT });
}

describe('daily rates from the CMF API (local double of its documented answers)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let cmf: Awaited<ReturnType<typeof startRateDouble>>;
  let failDollar = false;

  beforeAll(async () => {
    cmf = await startRateDouble((path) => {
      const match = /\/recursos_api\/(uf|dolar)\/(\d{4})\/(\d{2})$/.exec(path);
      if (!match || `${match[2]}-${match[3]}` > `${year}-${month}`) {
        // The next month's UF before its publication, as the CMF answers it.
        return { status: 404, body: { CodigoHTTP: 404, CodigoError: 81, Mensaje: 'No existen datos para el periodo' } };
      }
      // Each month's own days (early in a month the dollar's look-back also asks the month before).
      const asked = daysOf(match[2]!, match[3]!);
      if (match[1] === 'uf') return { status: 200, body: { UFs: asked.map((d) => ({ Valor: ufOf(d), Fecha: d })) } };
      if (failDollar) return { status: 500, body: { CodigoHTTP: 500, CodigoError: 99, Mensaje: 'Error interno' } };
      const published = asked.filter((d) => d <= today && d !== holiday);
      return { status: 200, body: { Dolares: published.map((d) => ({ Valor: `950,${d.slice(8)}`, Fecha: d })) } };
    });
    runtime = await createTestRuntime({
      RATES_SOURCE: 'cmf',
      CMF_API_URL: `${cmf.url}/api-sbifv3/recursos_api`,
      CMF_API_KEY: 'clave-de-prueba',
    });
    app = runtime.createHttpApp();
  }, 120_000);
  afterAll(async () => {
    await runtime?.dispose();
    await cmf?.close();
  });

  it('stores the UF of every day of the month once, with its source, and pages say "hoy" only then', async () => {
    const before = await request(app).get('/api/globales/uf').expect(200);
    expect(before.body.data).toMatchObject({ date: '2025-01-01', isToday: false });

    const fetchRates = runtime.container.get<FetchDailyRates>(PRICING.FetchDailyRates);
    const stored = await fetchRates.execute();
    expect(stored.UF).toBe(daysOfMonth);
    expect(cmf.requests.length).toBeGreaterThan(0);
    expect(cmf.requests.every((url) => url.searchParams.get('apikey') === 'clave-de-prueba')).toBe(true);
    expect(cmf.requests.every((url) => url.searchParams.get('formato') === 'json')).toBe(true);

    const [row] = await rows(runtime, 'SELECT value::text AS value, source FROM uf_rates WHERE date = $1', [today]);
    expect(row).toEqual({ value: ufOf(today).replace('.', '').replace(',', '.'), source: 'CMF' });
    const now = await request(app).get('/api/globales/uf').expect(200);
    expect(now.body.data).toEqual({
      value: Number(ufOf(today).replace('.', '').replace(',', '.')),
      date: today,
      unit: 'CLP',
      isToday: true,
    });

    // A second run writes nothing: each day's value is stored once.
    await expect(fetchRates.execute()).resolves.toEqual({ UF: 0, USD: 0 });
  });

  it('leaves a holiday without a dollar, so the day before applies', async () => {
    const [gap] = await rows(
      runtime,
      "SELECT count(*)::text AS n FROM currency_rates WHERE code = 'USD' AND date = $1",
      [holiday],
    );
    expect(gap!.n).toBe('0');
    const rates = runtime.container.get<ExchangeRateSource>(PRICING.ExchangeRateSource);
    const onHoliday = await rates.latest(new Date(`${holiday}T15:00:00Z`));
    expect(onHoliday.USD).toBe(Number(`950.${dayOffset(holiday, -1).slice(8)}`));
  });

  it('a failing source fails the run naming the series, and keeps what the others brought', async () => {
    await runtime.sequelize.query("DELETE FROM uf_rates WHERE source = 'CMF'");
    failDollar = true;
    const fetchRates = runtime.container.get<FetchDailyRates>(PRICING.FetchDailyRates);
    await expect(fetchRates.execute()).rejects.toThrow(/USD \(CMF: Error interno \(código 99\)\)/);
    const [count] = await rows(runtime, "SELECT count(*)::text AS n FROM uf_rates WHERE source = 'CMF'");
    expect(count!.n).toBe(String(daysOfMonth));
    failDollar = false;
  });
});

describe('daily rates from the Banco Central (local double) and the manual fallback', () => {
  let runtime: TestRuntime;
  let app: Express;
  let bcentral: Awaited<ReturnType<typeof startRateDouble>>;

  beforeAll(async () => {
    bcentral = await startRateDouble((_path, query) => {
      if (query.get('user') !== 'usuario' || query.get('pass') !== 'secreta') {
        return { status: 200, body: { Codigo: -5, Descripcion: 'Invalid username or password', Series: {} } };
      }
      const base: Record<string, string> = {
        'F073.UFF.PRE.Z.D': '39990.5',
        'F073.TCO.PRE.Z.D': '950.12',
        'F072.CLP.PEN.N.O.D': '255.4',
        'F072.CLP.COP.N.O.D': '0.2312',
      };
      const value = base[query.get('timeseries') ?? ''];
      const from = query.get('firstdate') ?? today;
      const last = [query.get('lastdate') ?? today, today].sort()[0]!;
      const days: string[] = [];
      for (let day = from; day <= last; day = dayOffset(day, 1)) days.push(day);
      return {
        status: 200,
        body: {
          Codigo: 0,
          Descripcion: 'Success',
          Series: {
            seriesId: query.get('timeseries'),
            Obs: days.map((d) => ({
              indexDateString: dmy(d),
              value: d === holiday ? 'NaN' : value,
              statusCode: d === holiday ? 'ND' : 'OK',
            })),
          },
        },
      };
    });
    runtime = await createTestRuntime({
      RATES_SOURCE: 'bcentral',
      BCENTRAL_API_URL: `${bcentral.url}/SieteRestWS/SieteRestWS.ashx`,
      BCENTRAL_USER: 'usuario',
      BCENTRAL_PASSWORD: 'secreta',
    });
    app = runtime.createHttpApp();
  }, 120_000);
  afterAll(async () => {
    await runtime?.dispose();
    await bcentral?.close();
  });

  it('staff enter a day by hand (rate:create), once per day, and executives cannot', async () => {
    const admin = await staffToken(runtime, app, 'ADMIN');
    const executive = await staffToken(runtime, app, 'EJECUTIVO');
    const post = (token: string, body: object) =>
      request(app).post('/api/admin/uf-rates').set('Authorization', `Bearer ${token}`).send(body);

    await post(executive, { date: '2025-06-02', value: '39100,5' }).expect(403);
    const bad = await post(admin, { date: '2025-02-30', value: '39100,5' }).expect(400);
    expect(bad.body.error.message).toMatch(/fecha|Fecha/);
    await post(admin, { date: '2025-06-02', value: '-3' }).expect(400);
    const created = await post(admin, { date: '2025-06-02', value: '39100,5' }).expect(201);
    expect(created.body).toMatchObject({ id: '2025-06-02', value: '39100.5' });
    expect(created.body.source).toMatch(/^manual: /);
    const again = await post(admin, { date: '2025-06-02', value: '1' }).expect(409);
    expect(again.body.error.message).toContain('2025-06-02');

    const list = await request(app).get('/api/admin/uf-rates').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(list.headers['content-range']).toMatch(/^uf-rates 0-1\/2$/);
    expect(list.body[0]).toMatchObject({ date: '2025-06-02', value: '39100.5' });
    // Still not today's value: the page must not call it "hoy".
    expect((await request(app).get('/api/globales/uf').expect(200)).body.data).toMatchObject({ isToday: false });
  });

  it('stores the UF, dollar, sol and peso colombiano series, skipping days without a value', async () => {
    const stored = await runtime.container.get<FetchDailyRates>(PRICING.FetchDailyRates).execute();
    expect(Object.keys(stored).sort()).toEqual(['COP', 'PEN', 'UF', 'USD']);
    const currencies = await rows(
      runtime,
      "SELECT code, clp_value::text AS value FROM currency_rates WHERE date = $1 AND source <> 'referencia' ORDER BY code",
      [today],
    );
    expect(currencies).toEqual([
      { code: 'COP', value: '0.2312' },
      { code: 'PEN', value: '255.4000' },
      { code: 'USD', value: '950.1200' },
    ]);
    expect((await request(app).get('/api/globales/uf').expect(200)).body.data).toMatchObject({
      value: 39990.5,
      isToday: true,
    });
  });
});
