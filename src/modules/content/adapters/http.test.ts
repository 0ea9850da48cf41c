import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';

describe('content HTTP: redirects, 404 status and menu', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('answers clinic aliases with a 301 that keeps the query string', async () => {
    const response = await request(app).get('/Indisa?utm_source=x');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/Clinicas-y-Hospitales/Clinica-Indisa?utm_source=x');
    const alias = await request(app).get('/Clinicas-y-Hospitales/Alemana-de-Santiago');
    expect(alias.status).toBe(301);
    expect(alias.headers.location).toBe('/Clinicas-y-Hospitales/Clinica-Alemana-de-Santiago');
  });

  it('answers legacy lowercase comparar and planSI paths with a 301', async () => {
    const comparar = await request(app).get('/comparar/123/coberturas');
    expect(comparar.status).toBe(301);
    expect(comparar.headers.location).toBe('/Comparar/Isapres/123/coberturas');
    const plan = await request(app).get('/planesi/XYZ');
    expect(plan.status).toBe(301);
    expect(plan.headers.location).toBe('/planSI/R/XYZ');
  });

  it('does not redirect a POST', async () => {
    const response = await request(app).post('/Indisa').send({});
    expect(response.status).not.toBe(301);
  });

  it('serves known pages with 200 and unknown paths with a real 404', async () => {
    const known = await request(app).get('/Comparar/Seguros-de-Salud');
    expect(known.status).toBe(200);
    expect(known.text).toContain('<div id="root" data-mobile="false"');
    const unknown = await request(app).get('/esta-pagina-no-existe');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<div id="root">');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await request(app).get('/api/no-existe');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });

  it('serves the menu', async () => {
    const response = await request(app).get('/api/menu');
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toMatchObject({ label: 'Seguros de Salud', path: '/Comparar/Seguros-de-Salud' });
  });
});
