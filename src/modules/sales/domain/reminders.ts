/**
 * Resume-contracting reminders (spec 03 §4): 0, 1 and 2 are the first to third e-mail, each with a link
 * back to the step the buyer left. Sent once each, at configured delays after the buyer left their
 * e-mail, and never once the sale is paid.
 */
export const RESUME_REMINDERS = [0, 1, 2] as const;
export type ResumeReminder = (typeof RESUME_REMINDERS)[number];

/** Delays (ms after the personal-data step was saved) of reminders 0, 1, 2. */
export function reminderDueTimes(savedAt: Date, delaysMs: readonly [number, number, number]): Date[] {
  return delaysMs.map((delay) => new Date(savedAt.getTime() + delay));
}

export function shouldSendReminder(saleStatus: string): boolean {
  return saleStatus === 'PENDING';
}

const ORDINAL = ['Primer', 'Segundo', 'Tercer'];

export function reminderEmail(input: {
  reminder: ResumeReminder;
  name: string;
  productName: string;
  resumeUrl: string;
}): { subject: string; text: string } {
  return {
    subject:
      input.reminder === 0
        ? `Tu compra de ${input.productName} te espera`
        : `${ORDINAL[input.reminder]} recordatorio: termina la contratación de ${input.productName}`,
    text: [
      `Hola ${input.name}:`,
      '',
      `Dejaste pendiente la contratación de ${input.productName}. Puedes continuar donde quedaste:`,
      input.resumeUrl,
      '',
      'Si ya no te interesa, ignora este correo.',
    ].join('\n'),
  };
}

/** The link back to the step, with the shared session of spec 03 §2 (session, sessionType). */
export function resumeUrl(
  publicUrl: string,
  productCode: string,
  segment: string,
  saleId: string,
  token: string,
): string {
  const base = publicUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ session: `${saleId}.${token}`, sessionType: 'sale' });
  return `${base}/Compra-Online/${encodeURIComponent(productCode)}/${segment}?${query.toString()}`;
}
