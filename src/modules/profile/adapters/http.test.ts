import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';

describe('profile form HTTP (spec 03 §7 /api/profile-form)', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('answers the form definition per product type and country', async () => {
    const response = await request(app).get('/api/profile-form/form').query({ productType: 'SEGURO_MASCOTAS' });
    expect(response.status).toBe(200);
    expect(response.body.data.profileForm).toMatchObject({
      kind: 'mascotas',
      country: 'chile',
      addButton: 'Agregar Mascota',
    });
    const company = await request(app)
      .get('/api/profile-form/form')
      .query({ productType: 'SEGURO COLECTIVO', country: 'colombia' });
    expect(company.body.data.profileForm.profileFormFields[0]).toMatchObject({ fldName: 'cantidadempleados', min: 10 });
  });

  it('rejects an unknown country with a Spanish 400', async () => {
    const response = await request(app).get('/api/profile-form/form').query({ country: 'marte' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_REQUEST');
    expect(response.body.error.message).toMatch(/inválid/);
  });

  it('checks a submitted profile and answers the profile to price', async () => {
    const response = await request(app)
      .post('/api/profile-form/data')
      .send({
        productType: { name: 'SEGURO SALUD' },
        form: {
          cotizante: { sexo: 'Masculino', edad: '35', ingreso: '' },
          cargas: [{ parentescoCarga: 'Hijo', sexo: 'Femenino', edad: '4' }],
        },
      });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      ingresodatos: true,
      profile: {
        cotizante: [{ edad: 35, sexo: 'Masculino', type: 'cotizante' }],
        cargas: [{ edad: 4, sexo: 'Femenino', parentescoCarga: 'Hijo' }],
      },
    });
  });

  it('reads any age key containing edad (edadCarga, EdadCotizante) and numeric ages (issue 9)', async () => {
    const response = await request(app)
      .post('/api/profile-form/data')
      .send({
        productType: { name: 'SEGURO SALUD' },
        form: {
          cotizante: { sexo: 'Masculino', EdadCotizante: 35, ingreso: '' },
          cargas: [{ parentescoCarga: 'Hijo', sexo: 'Femenino', edadCarga: 4 }],
        },
      });
    expect(response.status).toBe(200);
    expect(response.body.data.profile).toEqual({
      cotizante: [{ edad: 35, sexo: 'Masculino', type: 'cotizante' }],
      cargas: [{ edad: 4, sexo: 'Femenino', parentescoCarga: 'Hijo' }],
    });
  });

  it('answers 400 with the rule message and the dependants to shake', async () => {
    const response = await request(app)
      .post('/api/profile-form/data')
      .send({
        productType: { name: 'SEGURO SALUD' },
        form: {
          cotizante: { sexo: 'Masculino', edad: '35' },
          cargas: [{ parentescoCarga: 'Hijo', sexo: '', edad: '-1' }],
        },
      });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/edades de las cargas/);
    expect(response.body.error.details).toEqual({ invalidCargas: [0], invalidPets: [] });
    const malformed = await request(app).post('/api/profile-form/data').send({ form: 'x' });
    expect(malformed.status).toBe(400);
  });
});
