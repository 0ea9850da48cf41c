import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { advisorEmailError } from '../domain/referrer.js';
import { LEADS } from '../tokens.js';
import type { Advisor, AdvisorRepository } from './ports.js';

const MESSAGES = {
  required: 'Ingresa el correo del asesor.',
  tooLong: 'El correo del asesor puede tener hasta 50 caracteres.',
  invalidEmail: 'Ingresa un correo electrónico válido.',
} as const;

/** The advisor dialog's look-up (spec 02 §2.8): an active advisor by e-mail, or 404. */
@injectable()
export class FindAdvisor {
  constructor(@inject(LEADS.AdvisorRepository) private readonly advisors: AdvisorRepository) {}

  async execute(email: string): Promise<Advisor> {
    const error = advisorEmailError(email);
    if (error) throw new AppError('BAD_REQUEST', MESSAGES[error], { errors: { email: MESSAGES[error] } });
    const advisor = await this.advisors.findActiveByEmail(email);
    if (!advisor) throw new AppError('NOT_FOUND', 'No encontramos un asesor con ese correo.');
    return advisor;
  }
}
