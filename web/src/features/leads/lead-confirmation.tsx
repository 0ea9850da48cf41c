import {
  CONTACT_CHANNEL_PHRASES,
  CONTACT_TIME_LABELS,
  type ContactChannel,
  type ContactTime,
} from '@domain/leads/domain/contact-consent';
import { useEffect, useRef } from 'react';
import type { LeadReceipt } from './api/lead-receipt';
import { fill, LEAD_TEXTS as T } from './texts';

/** What the visitor sees once the lead is stored (the API answered 201, or 200 for a repeated submit). */
export function LeadConfirmation({
  receipt,
  email,
  contact,
}: {
  receipt: LeadReceipt;
  email: string;
  contact?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const channel = receipt.contactChannel as ContactChannel;
  return (
    <section className="lead-confirmation" data-testid="lead-confirmation" aria-live="polite">
      <h2 ref={heading} tabIndex={-1}>
        {contact ? T.contactConfirmationTitle : T.confirmationTitle}
      </h2>
      {receipt.product?.name && <p className="lead">{receipt.product.name}</p>}
      <p>
        {T.confirmationNumber}: <strong data-testid="lead-number">{receipt.id}</strong>
      </p>
      <p>{fill(T.confirmationMail, { email })}</p>
      <p>
        {channel === 'solo-correo'
          ? T.confirmationOnlyMail
          : fill(T.confirmationCall, {
              channel: CONTACT_CHANNEL_PHRASES[channel] ?? channel,
              time: CONTACT_TIME_LABELS[receipt.contactTime as ContactTime]?.toLowerCase() ?? receipt.contactTime,
            })}
      </p>
    </section>
  );
}
