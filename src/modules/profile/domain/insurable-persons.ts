import { PROFILE_LIMITS } from '../../pricing/domain/profile.js';
import { formKindOf } from './form-definition.js';

/**
 * Who can and cannot be insured by a product type: the info popover of the "Precios para N personas/mascotas"
 * line (spec 02 §2.6). The spec does not give the lists; they follow from the profile form of the type (who
 * the form lets the visitor add, spec 02 §4 §5) and its limits.
 */
export interface InsurablePersons {
  can: string[];
  cannot: string[];
}

export function insurablePersons(productType: string): InsurablePersons {
  const kind = formKindOf(productType);
  if (kind === 'mascotas') {
    return {
      can: ['Perros', 'Gatos', `Hasta ${PROFILE_LIMITS.maxPets} mascotas en una misma cotización`],
      cannot: ['Personas: cotízalas en Seguros de Salud o de Vida', 'Otras especies (aves, conejos, reptiles…)'],
    };
  }
  if (kind === 'colectivo') {
    const guards = productType === 'SEGURO DE GUARDIA';
    return {
      can: guards
        ? ['Guardias de seguridad de la empresa (precio por guardia)']
        : ['Los trabajadores de la empresa, según la cantidad de empleados'],
      cannot: ['Cargas o dependientes agregados uno a uno', 'Personas sin relación laboral con la empresa', 'Mascotas'],
    };
  }
  return {
    can: [
      'Tú, como titular',
      'Tu cónyuge o pareja (solo una)',
      `Tus hijos y otras cargas (hasta ${PROFILE_LIMITS.maxCargas})`,
    ],
    cannot: [
      'Mascotas: cotízalas en Seguros de Mascotas',
      'Trabajadores de una empresa: cotízalos en Seguros para Empresas',
      `Personas mayores de ${PROFILE_LIMITS.maxAge} años`,
    ],
  };
}
