import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/validate.js';
import type { CheckProfile } from '../application/check-profile.js';
import type { GetProfileForm } from '../application/get-profile-form.js';
import { normalizeProfileAges } from '../domain/age-keys.js';
import { COUNTRIES, type Country } from '../domain/form-definition.js';
import { requestEdition } from './edition-http.js';
import { householdOptions } from '../domain/household-options.js';
import { MAX_BREED_LENGTH } from '../domain/profile-values.js';

// Absent: the request's edition's country (issue 27: each edition's host serves its own form).
const country = z.enum(COUNTRIES as [string, ...string[]]).optional();
const productType = z.string().trim().min(1).max(60).default('SEGURO SALUD');

export const formQuery = z.object({ productType, country });

/** Ages stay text in the form (a half-typed age is flagged); a number from an older client is read as text. */
const ageText = z.union([z.string().max(10), z.number().transform(String)]);
const person = z.object({ sexo: z.enum(['Masculino', 'Femenino', '']), edad: ageText });
export const valuesBody = z.object({
  // Any age key containing 'edad' (edadCarga…) becomes edad (spec 02 §3, issue 9).
  form: z.preprocess(
    normalizeProfileAges,
    z.object({
      country,
      cotizante: person.extend({ ingreso: z.string().max(20).default('') }),
      cargas: z
        .array(person.extend({ parentescoCarga: z.enum(['Pareja', 'Hijo', 'Otro']) }))
        .max(20)
        .default([]),
      mascota: z
        .array(
          z.object({
            especie: z.enum(['perro', 'gato']),
            raza: z.string().max(MAX_BREED_LENGTH).default(''),
            edad: ageText,
          }),
        )
        .max(20)
        .default([]),
      cantidadempleados: z.string().max(20).default(''),
      titular: z
        .object({ nacionalidad: z.string().max(60).default(''), paisCobertura: z.string().max(60).default('') })
        .default({ nacionalidad: '', paisCobertura: '' }),
      epsActual: z.string().max(40).default(''),
    }),
  ),
  productType: z.object({ name: productType }),
  minEmployees: z.number().int().min(0).max(100_000).optional(),
});

/** GET /api/profile-form/form and POST /api/profile-form/data (spec 03 §7, spec 02 §2.10 §5). */
export function profileFormRouter(getForm: GetProfileForm, checkProfile: CheckProfile): Router {
  const router = Router();
  router.get('/form', (req, res) => {
    const query = parseInput(formQuery, req.query, 'Consulta de formulario inválida.');
    const forCountry = (query.country ?? requestEdition(res).country) as Country;
    res.setHeader('Cache-Control', 'public, max-age=300');
    // The form differs by edition host when the query names no country.
    res.vary('Host');
    res.json({
      data: { profileForm: getForm.execute({ productType: query.productType, country: forCountry }) },
    });
  });
  router.post('/data', (req, res) => {
    const body = parseInput(valuesBody, req.body, 'Perfil inválido.');
    const result = checkProfile.execute(
      {
        ...body.form,
        country: (body.form.country ?? requestEdition(res).country) as Country,
        productType: body.productType.name,
      },
      { minEmployees: body.minEmployees },
    );
    res.json({ data: { profile: result.profile, ingresodatos: result.ingresodatos } });
  });
  return router;
}

/** GET /api/buscarplanes/cargasycotizantes/ (spec 03 §7): who a household may include, and the limits. */
export function householdOptionsRouter(): Router {
  const router = Router();
  router.get('/cargasycotizantes', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ data: householdOptions() });
  });
  return router;
}
