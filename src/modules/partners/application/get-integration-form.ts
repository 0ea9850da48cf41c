import { inject, injectable } from 'inversify';
import { notFound } from '../../../platform/errors.js';
import { PARTNERS } from '../tokens.js';
import type { IntegrationForm, IntegrationFormStore } from './ports.js';

/** GET /api/integration/form/{hash} (spec 03 §7): the form a partner handed over. */
@injectable()
export class GetIntegrationForm {
  constructor(@inject(PARTNERS.IntegrationFormStore) private readonly forms: IntegrationFormStore) {}

  async execute(hash: string): Promise<IntegrationForm> {
    const form = /^[A-Za-z0-9_-]{8,64}$/.test(hash) ? await this.forms.find(hash) : null;
    if (!form) throw notFound('No existe el formulario.');
    return form;
  }
}
