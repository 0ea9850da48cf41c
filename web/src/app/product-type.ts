import { comparatorLine } from '@domain/content/domain/insurance-types';
import { editionLine } from '@domain/content/domain/site-editions';
import { currentSiteBase } from '../lib/edition';

/**
 * The product type a page's profile form is for (the comparator line in the path, an edition's own line
 * first, issue 27; health by default).
 */
export function productTypeForPath(pathname: string): string {
  const match = /^\/Comparar\/(.+?)\/?$/.exec(pathname);
  if (!match) return 'SEGURO SALUD';
  const ofEdition = editionLine(match[1]!, currentSiteBase());
  if (ofEdition) return ofEdition.productType;
  return comparatorLine(match[1]!.split('/')[0]!)?.productType || 'SEGURO SALUD';
}
