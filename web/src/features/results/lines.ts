import { comparatorLine } from '@domain/content/domain/insurance-types';
import { editionLine } from '@domain/content/domain/site-editions';
import { currentSiteBase } from '../../lib/edition';
import type { LineConfig } from './api/line-config';

/** The comparator of each /Comparar/{line} page: which organizations and product type it lists. */
export function lineConfigFor(segment: string): LineConfig | null {
  if (segment === 'Isapres') {
    // Isapre products (complements) through the same comparison; the plan list has its own call.
    return {
      comparator: null,
      productType: 'ISAPRES',
      apiProductType: null,
      organizationType: ['ISAPRE'],
      title: 'Planes de Isapre',
    };
  }
  if (segment === 'Cyber-Day') {
    return {
      comparator: 'Cyber-Day',
      displayShowcase: true,
      productType: 'SEGURO SALUD',
      organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
      title: 'Cyber Day',
    };
  }
  if (segment === 'Seguro-Complementario-Empresa-Legacy') return lineConfigFor('Seguro-Complementario-Empresa');
  if (segment === 'Guardias-old') return lineConfigFor('Guardias');
  // Peru's, Colombia's and the international lines (issue 27), on their own edition only.
  const ofEdition = editionLine(segment, currentSiteBase());
  if (ofEdition) {
    // No comparator rows for these lines: they list by product type (no 404 and retry per search).
    return {
      comparator: null,
      productType: ofEdition.productType,
      organizationType: [...ofEdition.organizationType],
      title: ofEdition.title,
    };
  }
  const line = comparatorLine(segment);
  if (!line) return null;
  return {
    comparator: line.segment,
    productType: line.productType,
    organizationType: ['ASEGURADORA', 'CLINICA'],
    title: line.title,
  };
}
