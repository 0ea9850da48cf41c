import type { Logger } from '../../../platform/logger.js';
import type { ProviderResult, SaleRepository, SalesSettings } from './ports.js';

/**
 * A provider's answer about a payment: a timeout or a thrown error is 'error' (the payment stays PENDING for
 * the reconciliation). While it waits, the payment's lease is renewed, so replays and the reconciliation
 * know the process charging it is alive.
 */
export async function callProvider(
  deps: { sales: SaleRepository; settings: SalesSettings; logger: Logger },
  name: string,
  paymentId: string,
  call: () => Promise<ProviderResult>,
): Promise<ProviderResult> {
  let timer: NodeJS.Timeout | undefined;
  const leaseMs = deps.settings.paymentLeaseMs;
  const renewal = setInterval(
    () => {
      deps.sales.renewLease(paymentId, leaseMs).catch((error: unknown) => {
        deps.logger.warn({ err: error, paymentId }, 'No se pudo renovar el plazo del pago en curso');
      });
    },
    Math.max(100, Math.floor(leaseMs / 3)),
  );
  const timeout = new Promise<ProviderResult>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'error', code: 'K027' }), deps.settings.providerTimeoutMs);
  });
  try {
    return await Promise.race([call(), timeout]);
  } catch (error) {
    deps.logger.warn(
      { err: error, provider: name },
      'El proveedor de pago falló; el pago queda pendiente para la conciliación',
    );
    return { status: 'error', code: '2004' };
  } finally {
    clearTimeout(timer);
    clearInterval(renewal);
  }
}
