import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../../platform/testing/test-runtime.js';

/** GET /api/geomap/{mapName} on the real app and PostgreSQL: regions and communes come from the migrations. */
describe('GET /api/geomap/{mapName}', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
  }, 120_000);
  afterAll(() => runtime?.dispose());

  it('answers the 16 regions of Chile, cacheable', async () => {
    const response = await request(app).get('/api/geomap/chile').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body.data.kind).toBe('regions');
    expect(response.body.data.regions).toHaveLength(16);
    expect(response.body.data.regions).toContainEqual({
      code: '13',
      name: 'Metropolitana de Santiago',
      abbreviation: 'RM',
    });
    const same = await request(app).get('/api/geomap/regiones').expect(200);
    expect(same.body.data.regions).toEqual(response.body.data.regions);
  });

  it("answers a region's communes in alphabetical order, by code or abbreviation", async () => {
    const response = await request(app).get('/api/geomap/13').expect(200);
    expect(response.body.data.region).toEqual({ code: '13', name: 'Metropolitana de Santiago', abbreviation: 'RM' });
    const communes: string[] = response.body.data.communes;
    expect(communes).toHaveLength(52);
    expect(communes).toContain('Ñuñoa');
    expect(communes).toEqual([...communes].sort((a, b) => a.localeCompare(b, 'es-CL')));
    const byAbbreviation = await request(app).get('/api/geomap/comunas-rm').expect(200);
    expect(byAbbreviation.body.data.communes).toEqual(communes);
    const magallanes = await request(app).get('/api/geomap/XII').expect(200);
    expect(magallanes.body.data.communes).toContain('Punta Arenas');
  });

  it('answers 404 in Spanish for an unknown map', async () => {
    const response = await request(app).get('/api/geomap/marte').expect(404);
    expect(JSON.stringify(response.body)).toContain('No existe el mapa marte');
    await request(app).get('/api/geomap/comunas-99').expect(404);
  });

  it('refuses a NUL or odd name with 400', async () => {
    await request(app).get('/api/geomap/chi%00le').expect(400);
    await request(app).get('/api/geomap/%C3%91uble').expect(400);
    await request(app)
      .get(`/api/geomap/${'x'.repeat(60)}`)
      .expect(400);
  });
});
