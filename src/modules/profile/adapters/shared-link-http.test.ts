import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';

describe('share links over HTTP (/api/buscarplanes) on real Postgres', () => {
  let runtime: TestRuntime;
  let app: Express;
  const profile = { cotizante: [{ sexo: 'Femenino', edad: 41, ingreso: 2100000 }], cargas: [{ edad: 9 }] };

  beforeAll(async () => {
    runtime = await createTestRuntime({ PUBLIC_URL: 'https://www.comparador.cl' });
    app = runtime.createHttpApp();
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('creates a short link for a search on the site and opens it by code with the same profile', async () => {
    const created = await request(app)
      .post('/api/buscarplanes/sharedinsurance')
      .send({ url: 'https://www.comparador.cl/Comparar/Isapres?code=7&skipLanding=true', decodedProfile: profile });
    expect(created.status).toBe(201);
    const { link, path, shortUrl, url } = created.body.data;
    expect(link).toMatch(/^[A-Za-z0-9_-]{6,40}$/);
    expect(path).toBe(`/url/${link}`);
    expect(shortUrl).toBe(`https://www.comparador.cl/url/${link}`);
    expect(url).toBe('/Comparar/Isapres?code=7&skipLanding=true');

    const opened = await request(app).post(`/api/buscarplanes/sharedinsurance/${link}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      url: '/Comparar/Isapres?code=7&skipLanding=true',
      decodedProfile: profile,
    });
  });

  it('accepts localhost URLs and refuses other hosts with 400, storing nothing', async () => {
    const local = await request(app)
      .post('/api/buscarplanes/sharedinsurance')
      .send({ url: 'http://localhost:5173/buscar', decodedProfile: null });
    expect(local.status).toBe(201);
    const [[before]] = (await runtime.sequelize.query('SELECT count(*)::int AS n FROM shared_links')) as [
      { n: number }[],
      unknown,
    ];
    const foreign = await request(app)
      .post('/api/buscarplanes/sharedinsurance')
      .send({ url: 'https://www.comparador.cl.evil.example/Comparar', decodedProfile: profile });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details.errors.url).toBe('Solo se pueden compartir direcciones de este sitio.');
    const [[after]] = (await runtime.sequelize.query('SELECT count(*)::int AS n FROM shared_links')) as [
      { n: number }[],
      unknown,
    ];
    expect(after!.n).toBe(before!.n);
  });

  it('updates the profile of an existing link with PUT and answers 404 for unknown links', async () => {
    const created = await request(app)
      .post('/api/buscarplanes/sharedinsurance')
      .send({ url: '/Comparar/Seguros-de-Salud', decodedProfile: profile });
    const updated = await request(app)
      .put('/api/buscarplanes/sharedinsurance')
      .send({
        sharedLink: created.body.data.shortUrl,
        decodedProfile: { cotizante: [{ sexo: 'Masculino', edad: 30 }] },
      });
    expect(updated.status).toBe(200);
    expect(updated.body.data.link).toBe(created.body.data.link);
    const opened = await request(app).get(`/api/buscarplanes/sharedinsurance/${created.body.data.link}`);
    expect(opened.body.data.decodedProfile).toEqual({ cotizante: [{ sexo: 'Masculino', edad: 30 }] });
    const missing = await request(app).put('/api/buscarplanes/sharedinsurance').send({ sharedLink: 'NoExiste123' });
    expect(missing.status).toBe(404);
    expect((await request(app).post('/api/buscarplanes/sharedinsurance/NoExiste123')).status).toBe(404);
  });

  it('saves and reads a comparator URL', async () => {
    const saved = await request(app)
      .post('/api/buscarplanes/comparator-url')
      .send({ url: 'https://www.comparador.cl/Comparar-Planes?ids=1,2,3' });
    expect(saved.status).toBe(201);
    const read = await request(app).get(`/api/buscarplanes/comparator/url/${saved.body.data.code}`);
    expect(read.body.data.url).toBe('/Comparar-Planes?ids=1,2,3');
    // A comparator code is not a search link.
    expect((await request(app).post(`/api/buscarplanes/sharedinsurance/${saved.body.data.code}`)).status).toBe(404);
  });
});
