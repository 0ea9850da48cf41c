import type { ContainerModule } from 'inversify';
import { billingModule } from './modules/billing/index.js';
import { catalogueModule } from './modules/catalogue/index.js';
import { contentModule } from './modules/content/index.js';
import { identityModule } from './modules/identity/index.js';
import { leadsModule } from './modules/leads/index.js';
import { partnersModule } from './modules/partners/index.js';
import { policiesModule } from './modules/policies/index.js';
import { portalModule } from './modules/portal/index.js';
import { pricingModule } from './modules/pricing/index.js';
import { profileModule, sharedLinksModule } from './modules/profile/index.js';
// Saved searches and price alerts (issue 29) price through the catalogue's facade, and the catalogue uses the
// profile's age rule: loaded from their own file so profile/index.ts does not import the catalogue (no cycle).
import { priceAlertsModule } from './modules/profile/price-alerts.module.js';
import { salesModule } from './modules/sales/index.js';

/** The ten capabilities of DESIGN.md and Portal Personas (issue 29), loaded into one container by runtime.ts. */
export const allModules: ContainerModule[] = [
  catalogueModule,
  pricingModule,
  profileModule,
  sharedLinksModule,
  priceAlertsModule,
  leadsModule,
  salesModule,
  policiesModule,
  billingModule,
  portalModule,
  identityModule,
  partnersModule,
  contentModule,
];
