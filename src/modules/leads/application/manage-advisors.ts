import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { isValidName } from '../domain/contact-rules.js';
import { advisorEmailError } from '../domain/referrer.js';
import { LEADS } from '../tokens.js';
import type { AdvisorInput, AdvisorRecord, AdvisorRepository } from './ports.js';

const DUPLICATE = 'Ya existe un asesor con ese correo.';

function check(input: Partial<AdvisorInput>): void {
  const errors: Record<string, string> = {};
  if (input.email !== undefined && advisorEmailError(input.email)) {
    errors.email = 'Ingresa un correo válido de hasta 50 caracteres.';
  }
  if (input.name !== undefined && !isValidName(input.name, { allowApostrophe: true })) {
    errors.name = 'Ingresa un nombre válido.';
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('BAD_REQUEST', `Datos inválidos. ${Object.values(errors)[0]}`, { errors });
  }
}

/** Referral advisors (referidores) as the back-office manages them. */
@injectable()
export class ManageAdvisors {
  constructor(@inject(LEADS.AdvisorRepository) private readonly advisors: AdvisorRepository) {}

  list(query: { q?: string; offset: number; limit: number }) {
    return this.advisors.list(query);
  }

  async get(id: number): Promise<AdvisorRecord> {
    const advisor = await this.advisors.findById(id);
    if (!advisor) throw new AppError('NOT_FOUND', 'El asesor no existe.');
    return advisor;
  }

  async create(input: AdvisorInput): Promise<AdvisorRecord> {
    check(input);
    const created = await this.advisors.create({ ...input, email: input.email.trim(), name: input.name.trim() });
    if (!created) throw new AppError('CONFLICT', DUPLICATE, { errors: { email: DUPLICATE } });
    return created;
  }

  async update(id: number, input: Partial<AdvisorInput>): Promise<AdvisorRecord> {
    check(input);
    const updated = await this.advisors.update(id, input);
    if (updated === 'duplicate') throw new AppError('CONFLICT', DUPLICATE, { errors: { email: DUPLICATE } });
    if (!updated) throw new AppError('NOT_FOUND', 'El asesor no existe.');
    return updated;
  }
}
