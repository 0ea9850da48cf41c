import { useEffect, useRef, useState } from 'react';
import { loadScript } from './load-script';

/** What the Card Payment Brick hands onSubmit (MercadoPago's documented form data). */
export interface CardPaymentFormData {
  token: string;
  issuer_id?: string | number;
  payment_method_id: string;
  transaction_amount: number;
  installments: number;
  payer?: { email?: string; identification?: { type?: string; number?: string } };
}

interface BrickController {
  unmount(): void;
}
interface MercadoPagoLibrary {
  bricks(): {
    create(
      brick: 'cardPayment',
      containerId: string,
      settings: {
        initialization: { amount: number; payer?: { email?: string } };
        customization?: { paymentMethods?: { maxInstallments?: number } };
        locale?: string;
        callbacks: {
          onReady?: () => void;
          onSubmit: (data: CardPaymentFormData) => Promise<void>;
          onError?: (error: { type?: string; cause?: string; message?: string }) => void;
        };
      },
    ): Promise<BrickController>;
  };
}
type MercadoPagoConstructor = new (publicKey: string, options: { locale: string }) => MercadoPagoLibrary;

interface Props {
  scriptUrl: string;
  publicKey: string;
  amount: string;
  payerEmail?: string | null;
  /** Pays with the token; the Brick waits for it (its button stays busy meanwhile). */
  onToken: (data: CardPaymentFormData) => Promise<void>;
  /** The library could not be loaded or the Brick not rendered (§8 code 2007). */
  onUnavailable: () => void;
}

const CONTAINER_ID = 'cardPaymentBrick_container';

/**
 * MercadoPago's card form: the Card Payment Brick of MercadoPago.js (`new MercadoPago(publicKey)
 * .bricks().create('cardPayment', container, { initialization: { amount }, callbacks })`), loaded from the
 * configured URL only on the payment step. The card is typed in MercadoPago's own fields and tokenised
 * by MercadoPago; onSubmit hands us the token with its payment_method_id and issuer_id, which the
 * server's payment needs. 3-D Secure follows as before (the payment's challenge, in ChallengeFrame).
 */
export function MercadoPagoBrick({ scriptUrl, publicKey, amount, payerEmail, onToken, onUnavailable }: Props) {
  const [ready, setReady] = useState(false);
  const submit = useRef(onToken);
  submit.current = onToken;
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    let controller: BrickController | null = null;
    let live = true;
    (async () => {
      await loadScript(scriptUrl);
      const MercadoPago = (globalThis as unknown as { MercadoPago?: MercadoPagoConstructor }).MercadoPago;
      if (!MercadoPago) throw new Error('MercadoPago.js');
      if (!live) return;
      const created = await new MercadoPago(publicKey, { locale: 'es-CL' })
        .bricks()
        .create('cardPayment', CONTAINER_ID, {
          initialization: { amount: Number(amount), payer: payerEmail ? { email: payerEmail } : undefined },
          customization: { paymentMethods: { maxInstallments: 1 } },
          callbacks: {
            onReady: () => live && setReady(true),
            onSubmit: (data) => submit.current(data),
            // Field errors are shown by the Brick itself.
            onError: () => undefined,
          },
        });
      if (live) controller = created;
      else created.unmount();
    })().catch(() => live && unavailable.current());
    return () => {
      live = false;
      controller?.unmount();
    };
  }, [scriptUrl, publicKey, amount, payerEmail]);

  return (
    <div className="sale-brick" data-testid="mercadopago-brick" aria-busy={!ready}>
      <div id={CONTAINER_ID} />
    </div>
  );
}
