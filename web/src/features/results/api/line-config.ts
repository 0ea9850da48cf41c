import type { OrganizationType } from '@domain/catalogue/domain/categories';

/** What one /Comparar/{line} page lists (lines.ts): the comparison's and the filters' input. */
export interface LineConfig {
  /** Comparator base url (spec 03 §7 'comparator'); null lists by product type only. */
  comparator: string | null;
  /** Showcase comparators (Cyber Day) list their showcase. */
  displayShowcase?: boolean;
  productType: string;
  /** The product type sent to the comparison when it differs (isapres: none, they sell many types). */
  apiProductType?: string | null;
  organizationType: OrganizationType[];
  title: string;
}
