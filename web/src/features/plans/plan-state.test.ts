import { describe, expect, it } from 'vitest';
import { careQuantities, readPlanState, toggleCompare, updatePlanState, writePlanState } from './plan-state';

describe('plan search state in the URL', () => {
  it('reads defaults from an empty query and writes nothing for them', () => {
    const state = readPlanState(new URLSearchParams());
    expect(state).toMatchObject({ page: 1, order: 'lowerPrice', network: 'preferente', compare: [], taxable: false });
    expect(writePlanState(state).toString()).toBe('');
  });
  it('round-trips every filter, the simulator and the compare slots', () => {
    const query =
      'pagina=2&orden=yearlyCost&isapre=Colmena,Consalud&modalidad=1,2&clinica=Clinica-Alemana&hosp=90&amb=70&tope=5000' +
      '&region=8&maternidad=conParto&sinrest=1,2&estado=Comercializable&desde=100000&hasta=200000' +
      '&escenarios=parto-normal&red=libreEleccion&consultas=12&comparar=A1,B2,C3&renta=imponible&seguro=QPS100&examenes=5&medicamentos=6';
    const state = readPlanState(new URLSearchParams(query));
    expect(state).toMatchObject({
      page: 2,
      order: 'yearlyCost',
      isapres: ['Colmena', 'Consalud'],
      modalities: [1, 2],
      minHospitalPct: 90,
      maternity: 'conParto',
      excludedRestrictions: [1, 2],
      consultations: 12,
      exams: 5,
      medicineMonths: 6,
      compare: ['A1', 'B2', 'C3'],
      taxable: true,
      insurance: 'QPS100',
    });
    expect(readPlanState(writePlanState(state))).toEqual(state);
  });
  it('drops what is not valid: unknown order, modality 7, 150%, a 4th compared plan', () => {
    const state = readPlanState(
      new URLSearchParams('orden=x&modalidad=7,1&hosp=150&comparar=a,b,c,d&maternidad=z&seguro=a%20b'),
    );
    expect(state).toMatchObject({
      order: 'lowerPrice',
      modalities: [1],
      minHospitalPct: null,
      maternity: null,
      insurance: null,
    });
    expect(state.compare).toEqual(['a', 'b', 'c']);
  });
  it('three compare slots filled in order; a 4th is refused; removing frees a slot', () => {
    expect(toggleCompare([], 'a')).toEqual(['a']);
    expect(toggleCompare(['a', 'b', 'c'], 'd')).toEqual(['a', 'b', 'c']);
    expect(toggleCompare(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
  it('a filter change goes back to page 1; the compare slots keep the page', () => {
    const state = readPlanState(new URLSearchParams('pagina=3'));
    expect(updatePlanState(state, { modalities: [1] }).page).toBe(1);
    expect(updatePlanState(state, { compare: ['a'] }).page).toBe(3);
  });
  it('the outpatient quantities go to the outpatient year only; months of medicines at most 12', () => {
    const state = readPlanState(new URLSearchParams('consultas=10&examenes=3&medicamentos=13'));
    expect(state.medicineMonths).toBeNull();
    expect(careQuantities(state)).toEqual({ 'ambulatorio-anual.consulta': 10, 'ambulatorio-anual.examenes': 3 });
    expect(careQuantities(readPlanState(new URLSearchParams()))).toEqual({});
  });
});
