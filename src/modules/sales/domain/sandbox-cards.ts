/**
 * The sandbox provider's test cards (development and tests, no network). The browser "tokenises" a card
 * like a real provider's library would: the card number and security code never leave the page; the
 * token carries only the scenario the server-side sandbox will act out, the brand and the last 4 digits.
 *
 * Scenarios: approved; declined with any rejection detail, processor code or issuer text of spec 03 §8
 * (choose it with the holder name, e.g. 'cc_rejected_insufficient_amount', 'K505', or one of the short
 * names below); 3-D Secure required (the page shows the bank's challenge first); provider timeout.
 */
import { luhnValid } from './card-number.js';
import { lookupPaymentError, UNKNOWN_ERROR } from './error-catalogue.js';

export interface TestCard {
  number: string;
  scenario: SandboxScenario;
  label: string;
}

export type SandboxScenario = 'approved' | 'declined' | '3ds' | 'timeout';

export const SANDBOX_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', scenario: 'approved', label: 'Visa aprobada' },
  { number: '5555555555554444', scenario: 'approved', label: 'Mastercard aprobada' },
  {
    number: '4000000000000002',
    scenario: 'declined',
    label: 'Rechazada (según el nombre del titular; por defecto K505)',
  },
  { number: '4000000000009995', scenario: 'declined', label: 'Fondos insuficientes' },
  { number: '4000000000003220', scenario: '3ds', label: 'Requiere 3-D Secure' },
  { number: '4000000000000119', scenario: 'timeout', label: 'El proveedor no responde a tiempo' },
];

/** Short holder names, as MercadoPago's sandbox uses them, for the usual rejections. */
export const HOLDER_NAME_CODES: Readonly<Record<string, string>> = {
  APRO: 'approved',
  FUND: 'cc_rejected_insufficient_amount',
  CALL: 'cc_rejected_call_for_authorize',
  SECU: 'cc_rejected_bad_filled_security_code',
  EXPI: 'cc_rejected_bad_filled_date',
  FORM: 'cc_rejected_bad_filled_other',
  OTHE: 'cc_rejected_other_reason',
  HIGH: 'cc_rejected_high_risk',
};

const DEFAULT_DECLINE = 'K505';

export function cardBrand(number: string): 'visa' | 'master' | null {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'master';
  return null;
}

export interface CardInput {
  number: string;
  holderName: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

export type TokenizeResult =
  | { ok: true; token: string; brand: 'visa' | 'master'; last4: string; requires3ds: boolean }
  | { ok: false; code: string; field: keyof CardInput };

/**
 * Checks the card as a provider's library does (codes of spec 03 §8) and returns a token that holds no
 * card data. `nonce` makes tokens unique (the browser passes random characters).
 */
export function sandboxTokenize(card: CardInput, today: Date, nonce: string): TokenizeResult {
  const digits = card.number.replace(/\D/g, '');
  if (!card.holderName.trim()) return { ok: false, code: '3000', field: 'holderName' };
  if (digits.length < 13 || digits.length > 19) return { ok: false, code: '3015', field: 'number' };
  if (!luhnValid(digits)) return { ok: false, code: '3016', field: 'number' };
  const brand = cardBrand(digits);
  // Accepted cards: master and visa (spec 03 §9).
  if (!brand) return { ok: false, code: 'K004', field: 'number' };
  const month = Number(card.expiryMonth);
  if (!Number.isInteger(month) || month < 1 || month > 12) return { ok: false, code: '3029', field: 'expiryMonth' };
  const year = Number(card.expiryYear.length === 2 ? `20${card.expiryYear}` : card.expiryYear);
  if (!Number.isInteger(year) || year < 2000) return { ok: false, code: '3030', field: 'expiryYear' };
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= today.getTime()) return { ok: false, code: 'K017', field: 'expiryMonth' };
  if (!/^\d{3,4}$/.test(card.cvv)) return { ok: false, code: '3012', field: 'cvv' };

  const known = SANDBOX_CARDS.find((candidate) => candidate.number === digits);
  const holder = card.holderName.trim();
  let scenario: string;
  if (known?.scenario === 'declined') {
    scenario = `rej.${HOLDER_NAME_CODES[holder.toUpperCase()] ?? (digits.endsWith('9995') ? 'cc_rejected_insufficient_amount' : declineCodeOf(holder))}`;
  } else if (known?.scenario === '3ds') scenario = '3ds';
  else if (known?.scenario === 'timeout') scenario = 'timeout';
  else {
    const byName = HOLDER_NAME_CODES[holder.toUpperCase()];
    scenario = byName && byName !== 'approved' ? `rej.${byName}` : 'ok';
  }
  const last4 = digits.slice(-4);
  const safeNonce = nonce.replace(/[^A-Za-z0-9]/g, '').slice(0, 24) || '0';
  return {
    ok: true,
    token: `sbx_${scenario}_${brand}_${last4}_${safeNonce}`,
    brand,
    last4,
    requires3ds: scenario === '3ds',
  };
}

/** A holder name that is itself a catalogue code (cc_rejected_high_risk, K322, 'do not honor'). */
function declineCodeOf(holder: string): string {
  const known = lookupPaymentError(holder);
  return known.message !== UNKNOWN_ERROR.message ? holder.replace(/ /g, '-') : DEFAULT_DECLINE;
}

/** The bank's approval of a 3-D Secure challenge turns the token into an approvable one. */
export function completeChallenge(token: string): string {
  return token.replace(/^sbx_3ds_/, 'sbx_3dsok_');
}

export interface SandboxToken {
  scenario: 'ok' | '3ds' | '3dsok' | 'timeout' | 'declined';
  declineCode: string | null;
  brand: string;
  last4: string;
}

/** Reads a sandbox token (server side); null when it is not one. */
export function parseSandboxToken(token: string): SandboxToken | null {
  const match = /^sbx_(ok|3ds|3dsok|timeout|rej\.([A-Za-z0-9_-]+))_(visa|master)_(\d{4})_[A-Za-z0-9]+$/.exec(token);
  if (!match) return null;
  return {
    scenario: match[2] ? 'declined' : (match[1] as SandboxToken['scenario']),
    declineCode: match[2] ? match[2].replace(/-/g, ' ') : null,
    brand: match[3]!,
    last4: match[4]!,
  };
}
