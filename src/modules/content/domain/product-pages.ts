/**
 * The named pages of spec 02 §2.1 (issue 30): segments that carry the product's name or abbreviation. The
 * information pages among them are content pages staff edit in the back-office (GET /api/information/{name}).
 */

/** The product's name and abbreviation (the abbreviation is the one of QP-Blog, spec 03 §2). */
export const PRODUCT_NAME = 'QuePlan';
export const PRODUCT_ABBREVIATION = 'QP';

/** Route id → information page name (its URL segment and its content page's name). */
export const PRODUCT_PAGES = {
  'que-es': `Que-es-${PRODUCT_NAME}`,
  'rescate-vida-ahorro': 'Rescate-Seguro-de-Vida-con-Ahorro',
  'trabaja-con-nosotros': `Trabaja-con-${PRODUCT_NAME}`,
  practicas: `Practicas-${PRODUCT_NAME}`,
  referidos: `Referidos-${PRODUCT_NAME}`,
  'planes-empresa': `Planes-Empresa-${PRODUCT_NAME}`,
} as const;

/** The subscription area (its segment carries the product's abbreviation); also its content page's name. */
export const SUBSCRIPTION_AREA = `Suscripcion-${PRODUCT_ABBREVIATION}`;
