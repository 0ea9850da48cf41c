import { describe, expect, it } from 'vitest';
import { isaprePlanName } from './plan-name.js';

describe('isaprePlanName (issue 24: the isapre named once)', () => {
  it('does not repeat an isapre whose line carries its name', () => {
    expect(isaprePlanName({ isapre: 'Esencial', line: 'Esencial', network: 'MEDS', variant: 8 })).toBe(
      'Esencial MEDS 8',
    );
    expect(isaprePlanName({ isapre: 'Banmédica', line: 'banmedica Plus', network: 'Libre Elección', variant: 2 })).toBe(
      'banmedica Plus Libre Elección 2',
    );
  });

  it('names the isapre first when the line does not', () => {
    expect(isaprePlanName({ isapre: 'Colmena', line: 'Golden', network: 'Libre Elección', variant: 3 })).toBe(
      'Colmena Golden Libre Elección 3',
    );
    // A line that only begins like the isapre's name is another word.
    expect(isaprePlanName({ isapre: 'Vida Tres', line: 'Vida', network: 'Alemana', variant: 1 })).toBe(
      'Vida Tres Vida Alemana 1',
    );
    expect(isaprePlanName({ isapre: 'Esencial', line: 'Esenciales', network: 'MEDS', variant: 1 })).toBe(
      'Esencial Esenciales MEDS 1',
    );
  });
});
