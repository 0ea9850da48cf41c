import { describe, expect, it } from 'vitest';
import { hasProfileData } from '../../pricing/domain/profile.js';
import {
  COLOMBIA_DEPARTAMENTOS,
  COLOMBIA_EPS,
  defaultProfileOf,
  departamentosOf,
  editionProfileErrors,
  isPeruSistemaPrevisional,
  editionProfileKindOf,
  isProfileEntered,
  normaliseEditionProfile,
  PERU_DEPARTAMENTOS,
  profileCoverageZone,
  withEditionDefaults,
} from './edition-profile.js';
import { CHILE, COLOMBIA, INTERNATIONAL, PERU } from './editions.js';
import { profileFormFor } from './form-definition.js';

describe('normaliseEditionProfile: each edition’s spelling into the one profile', () => {
  it('reads the Colombian titular and cargas', () => {
    expect(
      normaliseEditionProfile({
        titular: { sexoTitular: 'Femenino', edadTitular: '34', maternidad: 'true', epsActual: 'sura' },
        cargas: [{ sexoCarga: 'Masculino', edadCarga: 6, parentescoCarga: 'Hijo' }],
        departamento: 'Antioquia',
      }),
    ).toEqual({
      cotizante: [{ sexo: 'Femenino', edad: 34, type: 'cotizante' }],
      cargas: [{ sexo: 'Masculino', edad: 6, parentescoCarga: 'Hijo' }],
      departamento: 'Antioquia',
      maternidad: true,
      epsActual: 'sura',
    });
  });

  it('reads the international titular', () => {
    expect(
      normaliseEditionProfile({
        titular: { sexo: 'Masculino', edad: 40, nacionalidad: 'Chilena', paisCobertura: 'España' },
      }),
    ).toEqual({
      cotizante: [{ sexo: 'Masculino', edad: 40, type: 'cotizante' }],
      nacionalidad: 'Chilena',
      paisCobertura: 'España',
    });
    expect(normaliseEditionProfile({ titular: { nacionalidad: 'Peruana' } })).toEqual({ nacionalidad: 'Peruana' });
  });

  it('reads Peru’s SCTR, flat or nested, and sistemaprevisional', () => {
    expect(
      normaliseEditionProfile({
        cantidadempleados: '20',
        ingreso: '60.000',
        sector: 'F45',
        tipo_trabajo: 'Construcción',
      }),
    ).toEqual({ cantidadempleados: '20', sctr: { ingreso: 60000, sector: 'F45', tipoTrabajo: 'Construcción' } });
    expect(normaliseEditionProfile({ sctr: { cantidadempleados: 12, ingreso: 30000, sector: 'N85' } })).toEqual({
      sctr: { ingreso: 30000, sector: 'N85', tipoTrabajo: null },
      cantidadEmpleados: 12,
    });
    expect(normaliseEditionProfile({ cantidadempleados: 30, sistemaprevisional: 'essalud-eps' })).toEqual({
      cantidadempleados: 30,
      sistemaPrevisional: 'essalud-eps',
    });
  });

  it('leaves Chile’s profile and non-objects as they are', () => {
    const chile = { cotizante: [{ edad: 30, sexo: 'Masculino', ingreso: 1_000_000 }], cargas: [{ edad: 3 }] };
    expect(normaliseEditionProfile(chile)).toEqual(chile);
    expect(normaliseEditionProfile(null)).toBeNull();
    expect(normaliseEditionProfile('x')).toBe('x');
    expect(normaliseEditionProfile([1])).toEqual([1]);
  });

  it('does not overwrite a cotizante list with the titular', () => {
    expect(normaliseEditionProfile({ cotizante: [{ edad: 50 }], titular: { edad: 20 } })).toEqual({
      cotizante: [{ edad: 50 }],
    });
  });
});

describe('editionProfileErrors', () => {
  it('Peru: a collective’s sistemaprevisional must be one of the form’s options (issue 27)', () => {
    for (const type of ['colectivo', 'SEGURO COLECTIVO']) {
      for (const value of ['essalud', 'essalud-eps', 'ninguno']) {
        expect(editionProfileErrors(PERU, { cantidadEmpleados: 20, sistemaPrevisional: value }, type)).toEqual([]);
      }
      expect(editionProfileErrors(PERU, { cantidadEmpleados: 20, sistemaPrevisional: 'afp' }, type)).toEqual([
        'sistemaprevisional: elige EsSalud, EsSalud con EPS o Ninguno',
      ]);
    }
    // Not asked: still a valid collective (the form defaults it to EsSalud).
    expect(editionProfileErrors(PERU, { cantidadEmpleados: 20 }, 'colectivo')).toEqual([]);
    expect(isPeruSistemaPrevisional('EsSalud')).toBe(false);
  });

  it('Colombia: a collective of at least 10 and a current EPS', () => {
    expect(editionProfileErrors(COLOMBIA, { cantidadEmpleados: 9 }, 'SEGURO COLECTIVO')).toEqual([
      'cantidadempleados: la cantidad de empleados debe ser al menos 10',
    ]);
    expect(editionProfileErrors(COLOMBIA, { cantidadEmpleados: 10 }, 'SEGURO COLECTIVO')).toEqual([]);
    expect(editionProfileErrors(COLOMBIA, { cotizante: [{ edad: 30 }], epsActual: 'notengo' })).toEqual([
      'epsActual: este seguro requiere que tengas una EPS',
    ]);
    expect(
      editionProfileErrors(COLOMBIA, { cotizante: [{ edad: 30 }], epsActual: 'sura', departamento: 'Antioquia' }),
    ).toEqual([]);
    expect(editionProfileErrors(COLOMBIA, { departamento: 'Lima' })).toEqual([
      'departamento: Lima no es un departamento de Colombia',
    ]);
  });

  it('Peru: its departments, and SCTR needs employees, payroll and sector', () => {
    expect(editionProfileErrors(PERU, { departamento: 'Arequipa' })).toEqual([]);
    expect(editionProfileErrors(PERU, { departamento: 'Antioquia' })).toEqual([
      'departamento: Antioquia no es un departamento de Perú',
    ]);
    expect(editionProfileErrors(PERU, {}, 'SCTR')).toEqual([
      'cantidadempleados: ingresa la cantidad de empleados',
      'sctr.ingreso: ingresa la planilla mensual',
      'sctr.sector: elige el sector de la empresa',
    ]);
    expect(
      editionProfileErrors(PERU, { cantidadEmpleados: 20, sctr: { ingreso: 60000, sector: 'F45' } }, 'SCTR'),
    ).toEqual([]);
    expect(editionProfileErrors(PERU, { cantidadEmpleados: 9 }, 'SEGURO COLECTIVO')).toEqual([]);
  });

  it('international: a nationality or a country of coverage', () => {
    expect(editionProfileErrors(INTERNATIONAL, { cotizante: [{ edad: 30 }] }, 'SEGURO INTERNACIONAL')).toEqual([
      'titular: ingresa tu nacionalidad o el país de cobertura',
    ]);
    expect(editionProfileErrors(INTERNATIONAL, { nacionalidad: 'Chilena' }, 'SEGURO INTERNACIONAL')).toEqual([]);
    expect(editionProfileErrors(INTERNATIONAL, { paisCobertura: 'España' }, 'SEGURO INTERNACIONAL')).toEqual([]);
    expect(editionProfileErrors(INTERNATIONAL, { departamento: 'Lima' })).toEqual([
      'departamento: este sitio no pide departamento',
    ]);
  });

  it('refuses another edition’s fields', () => {
    expect(editionProfileErrors(CHILE, { epsActual: 'sura' })).toEqual(['epsActual: solo se pide en Colombia']);
    expect(editionProfileErrors(CHILE, { sctr: { ingreso: 1, sector: 'F45' } })).toEqual([
      'sctr: el SCTR solo se vende en Perú',
    ]);
    expect(editionProfileErrors(CHILE, { cotizante: [{ edad: 30, ingreso: 1_000_000 }] })).toEqual([]);
  });

  it('knows the product kinds', () => {
    expect(editionProfileKindOf('SCTR')).toBe('sctr');
    expect(editionProfileKindOf('colectivo')).toBe('colectivo');
    expect(editionProfileKindOf('SEGURO INTERNACIONAL')).toBe('internacional');
    expect(editionProfileKindOf('SEGURO_MASCOTAS')).toBe('mascotas');
    expect(editionProfileKindOf(undefined)).toBe('personas');
  });
});

describe('profile entered, defaults and departments', () => {
  it('a nationality or a country of coverage marks the international profile as entered', () => {
    expect(isProfileEntered(INTERNATIONAL, { nacionalidad: 'Chilena' })).toBe(true);
    expect(isProfileEntered(INTERNATIONAL, { paisCobertura: 'Francia' })).toBe(true);
    expect(isProfileEntered(INTERNATIONAL, {})).toBe(false);
    expect(isProfileEntered(CHILE, { cotizante: [{ edad: 3 }] })).toBe(true);
    expect(isProfileEntered(PERU, { sctr: { ingreso: 1000, sector: 'F45' } })).toBe(true);
    expect(isProfileEntered(CHILE, null)).toBe(false);
    expect(hasProfileData({ paisCobertura: 'Francia' })).toBe(true);
  });

  it('Peru and Colombia default to Masculino, 25 years', () => {
    expect(defaultProfileOf(PERU)).toEqual({ cotizante: [{ sexo: 'Masculino', edad: 25, type: 'cotizante' }] });
    expect(defaultProfileOf(COLOMBIA).cotizante?.[0]).toMatchObject({ sexo: 'Masculino', edad: 25 });
    expect(defaultProfileOf(CHILE)).toEqual({
      cotizante: [{ sexo: 'Masculino', edad: 27, ingreso: 1_650_000, type: 'cotizante' }],
    });
    expect(withEditionDefaults(COLOMBIA, { cotizante: [{ edad: 30 }, { edad: 28 }] }).cotizante).toEqual([
      { edad: 30, sexo: 'Masculino' },
      { edad: 28 },
    ]);
  });

  it('lists each edition’s departments', () => {
    expect(departamentosOf(PERU)).toBe(PERU_DEPARTAMENTOS);
    expect(PERU_DEPARTAMENTOS).toHaveLength(25);
    expect(departamentosOf(COLOMBIA)).toBe(COLOMBIA_DEPARTAMENTOS);
    expect(COLOMBIA_DEPARTAMENTOS).toHaveLength(33);
    expect(departamentosOf(CHILE)).toEqual([]);
    expect(COLOMBIA_EPS.at(-1)?.value).toBe('notengo');
  });

  it('reads the coverage zone from paisCobertura', () => {
    expect(profileCoverageZone({ paisCobertura: 'Estados Unidos' })).toBe('USA');
    expect(profileCoverageZone(null)).toBeNull();
  });
});

describe('the server-driven form per edition (spec 02 §2.10)', () => {
  const names = (productType: string, country: Parameters<typeof profileFormFor>[1]) =>
    profileFormFor(productType, country).profileFormFields.map((f) => f.fldName);

  it('Colombia asks EPS, maternity and department; Peru the department; Chile neither', () => {
    expect(names('SEGURO SALUD', 'colombia')).toEqual(
      expect.arrayContaining(['epsActual', 'maternidad', 'departamento']),
    );
    expect(names('SEGURO SALUD', 'peru')).toContain('departamento');
    expect(names('SEGURO SALUD', 'peru')).not.toContain('epsActual');
    expect(names('SEGURO SALUD', 'chile')).not.toContain('departamento');
    const age = profileFormFor('SEGURO SALUD', 'peru').profileFormFields.find((f) => f.fldName === 'cotizante.edad');
    expect(age?.defaultValue).toBe(25);
    const chileAge = profileFormFor('SEGURO SALUD', 'chile').profileFormFields.find(
      (f) => f.fldName === 'cotizante.edad',
    );
    expect(chileAge?.defaultValue).toBeNull();
  });

  it('Peru’s SCTR asks payroll, work type and sector; its collective the health system', () => {
    expect(names('SCTR', 'peru')).toEqual(['cantidadempleados', 'sctr.ingreso', 'sctr.tipo_trabajo', 'sctr.sector']);
    expect(names('SEGURO COLECTIVO', 'peru')).toEqual(['cantidadempleados', 'sistemaprevisional']);
    expect(names('SEGURO COLECTIVO', 'colombia')).toEqual(['cantidadempleados']);
  });

  it('international asks the titular’s sex, age, nationality and country of coverage', () => {
    expect(names('SEGURO INTERNACIONAL', 'internacional')).toEqual(
      expect.arrayContaining(['titular.sexo', 'titular.edad', 'titular.nacionalidad', 'titular.paisCobertura']),
    );
    expect(names('SEGURO INTERNACIONAL', 'internacional')).not.toContain('cotizante.edad');
  });

  it('Colombia names the titular and the cargas as spec 02 §3 (sexoTitular, edadTitular, sexoCarga…)', () => {
    expect(names('Medicina Prepagada', 'colombia')).toEqual(
      expect.arrayContaining([
        'titular.sexoTitular',
        'titular.edadTitular',
        'maternidad',
        'epsActual',
        'cargas.sexoCarga',
        'cargas.edadCarga',
        'cargas.parentescoCarga',
        'departamento',
      ]),
    );
    expect(names('Medicina Prepagada', 'colombia')).not.toContain('cotizante.edad');
  });
});
