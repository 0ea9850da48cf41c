import { useState } from 'react';
import { useLoad } from '../../lib/use-load';
import { CONTACT_INFORMATION_LOAD, fetchContactInformation } from './api/get-contact-information';
import type { LeadReceipt } from './api/lead-receipt';
import { LeadConfirmation } from './lead-confirmation';
import { RequestForm } from './request-form';
import { LEAD_TEXTS as T } from './texts';

const CHANNEL_NAMES: Record<string, string> = { whatsapp: 'WhatsApp', phone: 'Teléfono', email: 'Correo' };

/** /contacto: the channels of GET /api/contactInformations and the contact form (POST api/contactos). */
export default function ContactPage() {
  // The server renders the page with its channels (issue 31: its data, lib/page-data.ts); a failure lists none.
  const [load] = useLoad('contacto', fetchContactInformation, CONTACT_INFORMATION_LOAD);
  const groups = load.status === 'ok' ? load.value : [];
  const [sent, setSent] = useState<{ receipt: LeadReceipt; email: string } | null>(null);
  const channels = groups.find((group) => group.group === 'contacto')?.items ?? [];
  return (
    <main className="container lead-page">
      <h1>{T.contactTitle}</h1>
      <p className="lead">{T.contactIntro}</p>
      {channels.length > 0 && (
        <section aria-label={T.channels}>
          <ul className="lead-channels">
            {channels.map((item) => (
              <li key={item.name}>
                <a href={item.link} rel="noopener noreferrer">
                  <strong>{CHANNEL_NAMES[item.name] ?? item.name}</strong> {item.info}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {sent ? (
        <LeadConfirmation receipt={sent.receipt} email={sent.email} contact />
      ) : (
        <RequestForm variant="contact" onSent={(receipt, email) => setSent({ receipt, email })} />
      )}
    </main>
  );
}
