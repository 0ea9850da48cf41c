import { describe, expect, it } from 'vitest';
import { HEALTH_WIZARD, healthWizardTarget } from './health-wizard.js';
import { matchSiteRoute } from './site-routes.js';

describe('health wizard', () => {
  it('leads to the filtered and sorted health comparison', () => {
    expect(healthWizardTarget({ need: 'Catastrofico', prevision: 'Isapre', priority: 'lowerPrice' })).toBe(
      '/Comparar/Seguros-de-Salud/Catastrofico?prevision=Isapre&orden=lowerPrice',
    );
    expect(healthWizardTarget({ need: 'Dental', prevision: 'ninguna', priority: 'recommended' })).toBe(
      '/Comparar/Seguros-de-Salud/Dental',
    );
  });
  it('drops unknown answers', () => {
    expect(healthWizardTarget({ need: '../x', prevision: 'Otra', priority: 'distance' })).toBe(
      '/Comparar/Seguros-de-Salud',
    );
  });
  it('every answer of the first question is a comparator page of the route table', () => {
    for (const option of HEALTH_WIZARD[0]!.options) {
      const path = healthWizardTarget({ need: option.value });
      expect(matchSiteRoute(path)?.route.id).toBe('comparar');
    }
  });
});
