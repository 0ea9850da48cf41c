/**
 * The sales channels a product may have (spec 01 §4): the back-office offers exactly these, and
 * the card button follows from them (sales-button.ts). Labels are what staff read in es-CL.
 */
export const SALES_CHANNELS = ['QpLead', 'QpOnlineSale', 'ExternalOnlineSale', 'QpMixSale'] as const;
export type KnownSalesChannel = (typeof SALES_CHANNELS)[number];

export const SALES_CHANNEL_LABELS: Readonly<Record<KnownSalesChannel, string>> = {
  QpLead: 'Solicitud a un asesor',
  QpOnlineSale: 'Venta en línea',
  ExternalOnlineSale: 'Venta en el sitio de la aseguradora',
  QpMixSale: 'Mixta (asesor y en línea)',
};

export function isKnownSalesChannel(value: string): value is KnownSalesChannel {
  return (SALES_CHANNELS as readonly string[]).includes(value);
}
