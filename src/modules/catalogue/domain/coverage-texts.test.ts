import { describe, expect, it } from 'vitest';
import {
  deductibleLabel,
  deductibleText,
  lifeAmountText,
  preexistingText,
  topAmountText,
  topSummaryText,
  topText,
} from './coverage-texts.js';

describe('coverage texts (spec 01 §5)', () => {
  it('pre-existing conditions: Cubre / No Cubre', () => {
    expect(preexistingText([{ name: 'cubre_preexistencias' }])).toBe('Cubre');
    expect(preexistingText([{ name: 'cubre_preexistencias', value: true }])).toBe('Cubre');
    expect(preexistingText([{ name: 'cubre_preexistencias', value: false }])).toBe('No Cubre');
    expect(preexistingText([{ name: 'telemedicina' }])).toBe('No Cubre');
    expect(preexistingText([])).toBe('No Cubre');
    expect(preexistingText(null)).toBe('No Cubre');
  });
  it("life amount 0 'No Cubre'", () => {
    expect(lifeAmountText(0, 'UF')).toBe('No Cubre');
    expect(lifeAmountText(null, 'UF')).toBe('No Cubre');
    expect(lifeAmountText(1000, 'UF')).toBe('UF 1.000,00');
  });
  it("top 0 'Sin tope', null 'Consultar'", () => {
    expect(topText(0, 'UF')).toBe('Sin tope');
    expect(topText(null, 'UF')).toBe('Consultar');
    expect(topText(undefined, 'UF')).toBe('Consultar');
    expect(topText(500, 'UF')).toBe('UF 500,00');
    expect(topText(2000000, 'CLP')).toBe('$2.000.000');
    expect(topAmountText({ amount: 0, unit: 'UF' })).toBe('Sin tope');
    expect(topAmountText(null)).toBe('Consultar');
  });
  it('top summaries', () => {
    expect(topSummaryText({ min: 500, max: 1000, unit: 'UF', period: 'anual' })).toBe('UF 500,00 - UF 1.000,00');
    expect(topSummaryText({ min: 0, max: 1000, unit: 'UF', period: 'anual' })).toBe('Sin tope');
    expect(topSummaryText({ min: 1000, max: 1000, unit: 'UF', period: 'anual' })).toBe('UF 1.000,00');
    expect(topSummaryText({ min: null, max: null, unit: 'UF', period: null })).toBe('Consultar');
    expect(topSummaryText(null)).toBe('Consultar');
  });
  it("deductible 0-0 'Sin deducible', null 'No cubre'", () => {
    expect(deductibleText({ min: 0, max: 0, unit: 'UF' })).toBe('Sin deducible');
    expect(deductibleText(null)).toBe('No cubre');
    expect(deductibleText({ min: null, max: null, unit: 'UF' })).toBe('No cubre');
    expect(deductibleText({ min: 10, max: 10, unit: 'UF' })).toBe('UF 10,00');
    expect(deductibleText({ min: 0, max: 30, unit: 'UF' })).toBe('UF 0,00 - UF 30,00');
    expect(deductibleText({ min: 25, max: null, unit: 'UF' })).toBe('UF 25,00');
  });
  it('deductible label by country', () => {
    expect(deductibleLabel('chile')).toBe('Copago');
    expect(deductibleLabel('Colombia')).toBe('Cuota Moderadora');
    expect(deductibleLabel(null)).toBe('Copago');
  });
});
