import { describe, expect, it } from 'vitest';
import { retryFailureMessage } from './retry-messages';

describe('retryFailureMessage (spec 03 §8 retry messages)', () => {
  it('answers each of the eight messages for its call', () => {
    expect(retryFailureMessage('/api/organization/seguros/tipo/ASEGURADORA')).toBe(
      'Error al obtener las organizaciones de tipo ASEGURADORA',
    );
    expect(retryFailureMessage('/api/organization/instituciones/tipo/ISAPRE')).toBe(
      'Error al obtener las organizaciones de tipo ISAPRE',
    );
    expect(retryFailureMessage('/api/country')).toBe('Error al obtener los paises');
    expect(retryFailureMessage('/api/countryState/country?code=CL')).toBe('Error al obtener las regiones');
    expect(retryFailureMessage('/api/workSectorType')).toBe('Error al obtener los sectores laborales');
    expect(retryFailureMessage('/api/globales/uf')).toBe('Error al obtener el valor de la UF.');
    expect(retryFailureMessage('/api/comparator?x=1')).toBe('Error al obtener los comparadores');
    expect(retryFailureMessage('/api/insurance/coverages/12/resume')).toBe('Error al obtener resumen de coberturas');
    expect(retryFailureMessage('http://localhost:3000/api/insurance/12/calculatePrice?productType=X')).toBe(
      'Error al obtener el precio del producto para el perfil',
    );
  });

  it('answers null for a call with no message of its own', () => {
    expect(retryFailureMessage('/api/organization/institucion/x')).toBeNull();
    expect(retryFailureMessage('/api/comparators-x')).toBeNull();
    expect(retryFailureMessage('/api/menu')).toBeNull();
  });
});
