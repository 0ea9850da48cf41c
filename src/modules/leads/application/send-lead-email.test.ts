import { describe, expect, it } from 'vitest';
import type { EmailDeliveryLog, LeadDetail, LeadMailer, LeadRepository } from './ports.js';
import { SendLeadEmail } from './send-lead-email.js';

const lead = {
  id: 7,
  kind: 'plan',
  nombre: 'Ana',
  email: 'ana@correo.cl',
  telefono: null,
  rut: null,
  product: { id: null, code: null, name: 'Plan X', type: null },
  contactChannel: 'solo-correo',
  contactTime: 'tarde',
  advisor: null,
  executive: null,
  isInternalTraffic: false,
  extra: {},
  updateToken: 'tok',
} as unknown as LeadDetail;

function setup(found: LeadDetail | null) {
  const sent: { to: string; idempotencyKey: string; subject: string; text: string }[] = [];
  const done = new Set<string>();
  const leads = { findById: async () => found } as unknown as LeadRepository;
  const mailer: LeadMailer = {
    async send(message) {
      sent.push(message);
    },
  };
  const log: EmailDeliveryLog = {
    async once(leadId, kind, _to, send) {
      if (done.has(`${leadId}-${kind}`)) return 'already-sent';
      await send();
      done.add(`${leadId}-${kind}`);
      return 'sent';
    },
  };
  return {
    sent,
    useCase: new SendLeadEmail(leads, mailer, log, {
      salesInbox: 'ventas@x.cl',
      publicUrl: 'https://www.comparador.cl',
    }),
  };
}

describe('SendLeadEmail', () => {
  it('sends the confirmation to the visitor and the notice to the sales inbox when unassigned, once each', async () => {
    const { sent, useCase } = setup(lead);
    expect(await useCase.execute(7, 'confirmation')).toBe('sent');
    expect(await useCase.execute(7, 'executive-notice')).toBe('sent');
    expect(await useCase.execute(7, 'confirmation')).toBe('already-sent');
    expect(sent.map((mail) => [mail.to, mail.idempotencyKey])).toEqual([
      ['ana@correo.cl', 'lead-7-confirmation'],
      ['ventas@x.cl', 'lead-7-executive-notice'],
    ]);
  });

  it('links the confirmation to the feedback page with the request token', async () => {
    const { sent, useCase } = setup(lead);
    await useCase.execute(7, 'confirmation');
    expect(sent[0]!.text).toContain('https://www.comparador.cl/Feedback?a=7&b=tok');
  });

  it('sends the notice to the assigned executive', async () => {
    const { sent, useCase } = setup({ ...lead, executive: { id: 3, email: 'eva@x.cl', name: 'Eva' } });
    await useCase.execute(7, 'executive-notice');
    expect(sent[0]!.to).toBe('eva@x.cl');
  });

  it('skips a job whose lead no longer exists', async () => {
    const { sent, useCase } = setup(null);
    expect(await useCase.execute(7, 'confirmation')).toBe('lead-not-found');
    expect(sent).toHaveLength(0);
  });
});
