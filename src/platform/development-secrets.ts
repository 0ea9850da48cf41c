/**
 * The only secrets written in the code: stand-ins that let a developer machine run with no setting.
 * Production refuses every one of them (production-config.ts), whichever setting carries it.
 */
export const DEVELOPMENT_SECRETS = {
  /** Signs the sandbox payment provider's webhooks. */
  SANDBOX_WEBHOOK_SECRET: 'sandbox-solo-pruebas',
  /** Key of purchase and reminder links when neither SALES_LINK_SECRET nor JWT_ACCESS_SECRET is set. */
  SALES_LINK_SECRET: 'desarrollo-local-enlaces-de-compra-no-usar-en-produccion',
  /** Key of the robot check's challenges (leads) when JWT_ACCESS_SECRET is not set. */
  /** Key of the price alerts' unsubscribe links when JWT_ACCESS_SECRET is not set. */
  PRICE_ALERT_SECRET: 'desarrollo-local-bajas-de-alertas-no-usar-en-produccion',
  NOT_ROBOT_SECRET: 'desarrollo-local-desafios-no-robot-no-usar-en-produccion',
} as const;
