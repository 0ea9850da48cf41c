import { AppError } from '../../../platform/errors.js';

export class PartnerCodeTakenError extends AppError {
  constructor(code: string) {
    super('CONFLICT', `Ya existe un socio con el subdominio ${code}.`, { errors: { code: 'Subdominio en uso.' } });
  }
}
