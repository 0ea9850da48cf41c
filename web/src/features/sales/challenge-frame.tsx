import { useEffect, useRef } from 'react';
import { SALE_TEXTS as T } from './texts';

interface Props {
  paymentId: string;
  challenge: { url: string; creq: string };
}

/**
 * The issuer's 3-D Secure challenge of a payment the provider created pending (MercadoPago's
 * three_ds_info): as MercadoPago documents it, the CReq is posted by a form to the challenge page inside
 * a frame on our page, and the frame says { status: 'COMPLETE' } when the buyer is done. Then the browser
 * goes through our return route, where the server reads the payment's status from the provider and sends
 * the buyer to Confirmacion (paid, or the decline's advice). The payment is created once: leaving the
 * challenge leaves it PENDING, shown again on return, and cancelled by the reconciliation if abandoned.
 */
export function ChallengeFrame({ paymentId, challenge }: Props) {
  const form = useRef<HTMLFormElement | null>(null);
  const frameName = `challenge-${paymentId}`;

  useEffect(() => {
    form.current?.submit();
    const origin = new URL(challenge.url).origin;
    const done = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if ((event.data as { status?: string } | null)?.status !== 'COMPLETE') return;
      window.location.assign(`/api/sales/payments/${encodeURIComponent(paymentId)}/return`);
    };
    window.addEventListener('message', done);
    return () => window.removeEventListener('message', done);
  }, [challenge.url, paymentId]);

  return (
    <section className="sale-box" data-testid="payment-challenge" aria-live="polite">
      <h2>{T.challengeTitle}</h2>
      <p>{T.challengeFrameText}</p>
      <form ref={form} method="post" action={challenge.url} target={frameName}>
        <input type="hidden" name="creq" value={challenge.creq} />
      </form>
      <iframe name={frameName} title={T.challengeFrameTitle} className="sale-challenge-frame" />
    </section>
  );
}
