import { describe, expect, it } from 'vitest';
import { confirmationEmail, executiveNoticeEmail, leadEmailKey, type LeadEmailFacts } from './lead-emails';

const lead: LeadEmailFacts = {
  id: 42,
  kind: 'plan',
  nombre: 'Ana Pérez',
  email: 'ana@correo.cl',
  telefono: '+56 9 1234 5678',
  rut: '12.345.678-5',
  productName: 'Seguro Complementario Plus',
  productCode: 'QPS230',
  contactChannel: 'whatsapp',
  contactTime: 'tarde',
  advisorName: 'Carla Asesora',
  isInternalTraffic: false,
  message: null,
  sharedUrl: null,
  feedbackUrl: 'https://www.comparador.cl/Feedback?a=42&b=t0k3n',
};

describe('lead e-mails', () => {
  it('confirms the request to the visitor with the product and the chosen channel', () => {
    const mail = confirmationEmail(lead);
    expect(mail.subject).toBe('Recibimos tu solicitud de Seguro Complementario Plus');
    expect(mail.text).toContain('Hola Ana Pérez');
    expect(mail.text).toContain('por WhatsApp, horario: tarde (13:00 a 19:00)');
    expect(mail.text).toContain('Número de solicitud: 42');
    expect(mail.text).toContain('Cuéntanos cómo te atendimos: https://www.comparador.cl/Feedback?a=42&b=t0k3n');
    expect(executiveNoticeEmail(lead).text).not.toContain('t0k3n');
  });

  it('tells the executive not to call when the visitor asked for e-mail only', () => {
    const notice = executiveNoticeEmail({ ...lead, contactChannel: 'solo-correo', isInternalTraffic: true });
    expect(notice.subject).toBe('[PRUEBA] Nueva solicitud #42: Ana Pérez');
    expect(notice.text).toContain('NO LLAMAR');
    expect(notice.text).toContain('Referido por: Carla Asesora');
    expect(executiveNoticeEmail(lead).text).toContain('Contactar por WhatsApp');
  });

  it('says plainly when the request gave no channel nor time (issue 9)', () => {
    const none = { ...lead, contactChannel: 'sin-preferencia' as const, contactTime: 'sin-preferencia' as const };
    expect(confirmationEmail(none).text).toContain('Un ejecutivo te contactará a la brevedad.');
    expect(executiveNoticeEmail(none).text).toContain('Canal de contacto: sin preferencia indicada');
    expect(executiveNoticeEmail(none).text).not.toContain('NO LLAMAR');
    const channelOnly = { ...lead, contactTime: 'sin-preferencia' as const };
    expect(confirmationEmail(channelOnly).text).toContain('te contactará por WhatsApp.');
    expect(executiveNoticeEmail(channelOnly).text).toContain('Contactar por WhatsApp.');
  });

  it('keys one e-mail per lead and kind', () => {
    expect(leadEmailKey(42, 'confirmation')).toBe('lead-42-confirmation');
    expect(leadEmailKey(42, 'executive-notice')).not.toBe(leadEmailKey(42, 'confirmation'));
  });
});
