import type { PartnerConfig } from '@domain/partners/domain/partner-config';

/**
 * The site's CSS variables a partner's colours replace (spec 02 §3: subdomainProfile, contract buttons).
 * Colours were validated by the server (spec 02 §5 hex rule), so they are safe to put in a style.
 */
export function partnerCssVariables(config: PartnerConfig): Record<string, string> {
  const vars: Record<string, string> = {};
  const set = (name: string, value: string | null) => {
    if (value) vars[name] = value;
  };
  set('--primary', config.cardContractButtonColor ?? config.subdomainProfile.backgroundColor);
  set('--teal', config.subdomainProfile.backgroundColor);
  set('--teal-dark', config.subdomainBanner.endGradient);
  set('--partner-text', config.subdomainProfile.textColor);
  set('--partner-button-hover', config.cardContractButtonHoverColor);
  set('--partner-form-button', config.formContractButtonColor);
  return vars;
}

/** The banner's background: a gradient from color to endGradient, or the one colour. */
export function bannerBackground(config: PartnerConfig): string | undefined {
  const { color, endGradient } = config.subdomainBanner;
  if (color && endGradient) return `linear-gradient(90deg, ${color}, ${endGradient})`;
  return color ?? endGradient ?? undefined;
}
