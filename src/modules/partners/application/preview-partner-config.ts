import { inject, injectable } from 'inversify';
import { badRequest } from '../../../platform/errors.js';
import { validatePartnerConfig, type PartnerConfig } from '../domain/partner-config.js';
import { PARTNERS } from '../tokens.js';
import type { HtmlSanitizer } from './ports.js';

/**
 * The back-office's live preview: a configuration as it would be stored (colours normalised, URLs as
 * origins, header and footer HTML sanitised), or every field error, without saving anything.
 */
@injectable()
export class PreviewPartnerConfig {
  constructor(@inject(PARTNERS.HtmlSanitizer) private readonly sanitizer: HtmlSanitizer) {}

  execute(config: unknown): PartnerConfig {
    const result = validatePartnerConfig(config, (html) => this.sanitizer.sanitize(html));
    if (!result.ok) {
      const errors = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [`config.${k}`, v]));
      throw badRequest(`Configuración inválida. ${Object.values(result.errors)[0]}`, { errors });
    }
    return result.value;
  }
}
