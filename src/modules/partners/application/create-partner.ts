import { inject, injectable } from 'inversify';
import { badRequest } from '../../../platform/errors.js';
import { editionOf, RESERVED_EDITION_LABELS } from '../../profile/index.js';
import { isValidSubdomain } from '../domain/host.js';
import { EMBED_TYPES, type EmbedType, type Partner } from '../domain/partner.js';
import { validatePartnerConfig } from '../domain/partner-config.js';
import { PARTNERS } from '../tokens.js';
import type { HtmlSanitizer, PartnerInput, PartnerRepository, TokenGenerator } from './ports.js';
import type { ResolvePartnerSite } from './resolve-partner-site.js';

export interface PartnerCommand {
  code?: string;
  name?: string;
  active?: boolean;
  embedType?: string;
  config?: unknown;
  adminUserIds?: number[];
}

/** Checks a partner's own fields and its configuration; a 400 with every field error, nothing written. */
export function validatedPartner(command: PartnerCommand, sanitizer: HtmlSanitizer): PartnerInput {
  const errors: Record<string, string> = {};
  const code = (command.code ?? '').trim().toLowerCase();
  if (RESERVED_EDITION_LABELS.includes(code)) {
    errors.code = `Subdominio reservado: ${code} es el sitio de ${editionOf(code)?.name ?? code}.`;
  } else if (!isValidSubdomain(code)) {
    errors.code = 'Subdominio inválido: letras minúsculas, números y guiones (no www, api, admin).';
  }
  const name = (command.name ?? '').trim();
  if (name.length < 1 || name.length > 120) errors.name = 'El nombre es obligatorio (máximo 120 caracteres).';
  const embedType = (command.embedType ?? 'standard') as EmbedType;
  if (!EMBED_TYPES.includes(embedType)) errors.embedType = 'Tipo de inserción inválido.';
  const config = validatePartnerConfig(command.config, (html) => sanitizer.sanitize(html));
  if (!config.ok) for (const [field, message] of Object.entries(config.errors)) errors[`config.${field}`] = message;
  if (!config.ok || Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0];
    throw badRequest(`Datos del socio inválidos. ${first}`, { errors });
  }
  return {
    code,
    name,
    active: command.active ?? true,
    embedType,
    config: config.value,
    adminUserIds: [...new Set(command.adminUserIds ?? [])],
  };
}

/** Creates a partner with a fresh embedding token (partner:create). */
@injectable()
export class CreatePartner {
  constructor(
    @inject(PARTNERS.PartnerRepository) private readonly partners: PartnerRepository,
    @inject(PARTNERS.HtmlSanitizer) private readonly sanitizer: HtmlSanitizer,
    @inject(PARTNERS.TokenGenerator) private readonly tokens: TokenGenerator,
    @inject(PARTNERS.ResolvePartnerSite) private readonly sites: ResolvePartnerSite,
  ) {}

  async execute(command: PartnerCommand, options: { sample?: boolean } = {}): Promise<Partner> {
    const input = validatedPartner(command, this.sanitizer);
    const partner = await this.partners.create(input, this.tokens.token(24), options.sample ?? false);
    this.sites.invalidate();
    return partner;
  }
}
