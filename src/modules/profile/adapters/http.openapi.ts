import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import type { ProfileForm } from '../domain/form-definition.js';
import { formQuery, valuesBody } from './http.js';

const field = z.object({
  fldName: z.string(),
  groupedBy: z.string().nullable(),
  fieldType: z.object({ fldType: z.enum(['checkbox', 'radio', 'input', 'select', 'array']), htmlType: z.string() }),
  label: z.string(),
  placeholder: z.string().nullable(),
  mask: z.string().nullable(),
  helper: z.string().nullable(),
  allowedValues: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  defaultValue: z.union([z.string(), z.number()]).nullable(),
  dataType: z.enum(['string', 'number', 'boolean']),
  retrieveFunction: z.string().nullable(),
  hideExpression: z.string().nullable(),
  changeAction: z.string().nullable(),
  wrapper: z.string().nullable(),
  isMultiple: z.boolean(),
  groupClass: z.string().nullable(),
  maxDigits: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});
const profileForm = z
  .object({
    productType: z.string(),
    country: z.enum(['chile', 'peru', 'colombia', 'internacional']),
    kind: z.enum(['personas', 'mascotas', 'colectivo', 'internacional']),
    title: z.string(),
    intro: z.string(),
    addButton: z.string().nullable(),
    allowsDependants: z.boolean(),
    profileFormFields: z.array(field),
    validationScriptUrl: z.string().nullable(),
  })
  .meta({ id: 'ProfileForm' });

const limits = { minAge: z.number(), maxAge: z.number() };

/** The routes of profileFormRouter and householdOptionsRouter (http.ts). */
export const profileApiDoc: ApiDoc = (api) => {
  api
    .router('/api/profile-form', 'Perfil')
    .get('/form', {
      summary: 'Formulario "¿Quiénes se asegurarán?" por tipo de producto y país',
      query: formQuery,
      response: dataOf(z.object({ profileForm })),
    })
    .post('/data', {
      summary: 'Valida lo escrito en el formulario y devuelve el perfil que se cotiza',
      body: valuesBody,
      response: dataOf(
        z.object({
          profile: z.looseObject({}).meta({ description: 'El perfil (pricing/domain/profile.ts) para comparar' }),
          ingresodatos: z.literal(true),
        }),
      ),
    });
  api.router('/api/buscarplanes', 'Perfil').get('/cargasycotizantes', {
    summary: 'Quiénes puede incluir un hogar y sus límites',
    response: dataOf(
      z.object({
        cotizantes: z.object({
          min: z.number(),
          max: z.number(),
          ...limits,
          sexos: z.array(z.string()),
          ageKey: z.string(),
        }),
        cargas: z.object({
          max: z.number(),
          ...limits,
          parentescos: z.array(z.string()),
          maxParejas: z.number(),
          ageKey: z.string(),
        }),
        mascotas: z.object({ max: z.number(), ...limits, especies: z.array(z.string()) }),
      }),
    ),
  });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [Assignable<ProfileForm, z.infer<typeof profileForm>>] = [true];
void typeChecks;
