import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import type { TestRuntime } from '../../../platform/testing/test-runtime.js';
import { sendsToExternalSite } from '../../catalogue/index.js';

/** Test helpers shared by the sales integration tests (not a test file itself). */
export const TITULAR = {
  rut: '12.345.678-5',
  nombres: 'Ana María',
  apellidoPaterno: 'Pérez',
  apellidoMaterno: 'Soto',
  fechaNacimiento: '1990-05-01',
  sexo: 'F',
  email: 'ana@correo.cl',
  telefono: '+56 9 1234 5678',
  direccion: 'Av. Providencia 1234',
  comuna: 'Providencia',
  region: '13',
};

export const STEP_VALUES: Record<string, Record<string, unknown>> = {
  PERSONAL_DATA_PAYMENT: TITULAR,
  ISAPRE_PERSONAL_DATA: { isapre: 'Colmena', ingreso: '1650000' },
  DPS_PAYMENT: {
    'dps.enfermedadCronica': 'no',
    'dps.hospitalizacion': 'si',
    'dps.hospitalizacionDetalle': 'Apendicitis 2021',
    'dps.tratamiento': 'no',
    'dps.embarazo': 'no',
  },
  BENEFICIARIES_PAYMENT: {
    beneficiarios: [
      {
        nombres: 'Luis',
        apellidoPaterno: 'Pérez',
        rut: '11.111.111-1',
        fechaNacimiento: '2015-02-03',
        parentesco: 'child',
        porcentaje: 100,
      },
    ],
  },
  COMPANY_DATA_PAYMENT: {
    'empresa.rut': '76.086.428-5',
    'empresa.razonSocial': 'Comercial Andes SpA',
    'empresa.direccion': 'Huérfanos 1000',
    'empresa.region': '13',
    'empresa.contactoNombre': 'Ana Pérez',
    'empresa.contactoEmail': 'ana@andes.cl',
    'empresa.contactoTelefono': '+56 2 2345 6789',
  },
  MASS_INSURED_PAYMENT_FULL: {
    empleados: [{ nombres: 'Pedro', apellidoPaterno: 'Rojas', rut: '11.111.111-1', fechaNacimiento: '1985-01-01' }],
  },
  MASS_INSURED_PAYMENT_PARTIAL: {
    empleados: [{ nombres: 'Pedro', apellidoPaterno: 'Rojas', rut: '11.111.111-1', fechaNacimiento: '1985-01-01' }],
  },
  SIGNATURE: { aceptaCondiciones: true },
};

/** Online products of the sample catalogue (of one upper type when given). */
export async function onlineProductCodes(runtime: TestRuntime, upperType?: string): Promise<string[]> {
  const rows = await runtime.sequelize.query<{ product_code: string; upper: string }>(
    `SELECT p.product_code, u.name AS upper FROM products p
       JOIN insurance_types t ON t.id = p.insurance_type_id JOIN upper_insurance_types u ON u.id = t.upper_type_id
      WHERE p.active AND p.sales_channel <> 'QpLead' AND ($1::text IS NULL OR u.name = $1) ORDER BY p.id`,
    { bind: [upperType ?? null], type: QueryTypes.SELECT },
  );
  return rows.map((row) => row.product_code);
}

/** The first online product that opens a purchase (has a price for the test profile). */
export async function purchasableProduct(
  app: Express | string,
  runtime: TestRuntime,
  upperType?: string,
): Promise<string> {
  for (const code of await onlineProductCodes(runtime, upperType)) {
    // The site sends the eight plans sold on the provider's site elsewhere (spec 03 §9): never a purchase here.
    if (sendsToExternalSite(code)) continue;
    const response = await request(app).post('/api/sales').send({ productCode: code, profile: PROFILE });
    if (response.status === 201) return code;
  }
  throw new Error(`no purchasable online product${upperType ? ` of ${upperType}` : ''}`);
}

export const PROFILE = { cotizante: [{ sexo: 'Femenino', edad: 36, ingreso: 1650000 }], cargas: [] };

export interface StartedSale {
  id: string;
  token: string;
  steps: { code: string; segment: string }[];
  amount: string;
}

export async function startSale(app: Express | string, productCode: string): Promise<StartedSale> {
  const response = await request(app).post('/api/sales').send({ productCode, profile: PROFILE });
  if (response.status !== 201) throw new Error(`start sale: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as StartedSale;
}

/** Fills every step before the payment with valid values. */
export async function fillSteps(app: Express | string, sale: StartedSale): Promise<void> {
  for (const step of sale.steps) {
    if (step.code === 'PAYMENT') continue;
    const response = await request(app)
      .put(`/api/sales/${sale.id}/steps/${step.code}`)
      .set('x-sale-token', sale.token)
      .send(STEP_VALUES[step.code] ?? {});
    if (response.status !== 200)
      throw new Error(`step ${step.code}: ${response.status} ${JSON.stringify(response.body)}`);
  }
}

export const APPROVED_TOKEN = 'sbx_ok_visa_4242_test1';
