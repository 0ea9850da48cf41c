/**
 * The self-hosted robot check behind GET/POST /api/buscarplanes/notrobot (spec 03 §7): proof of work, no
 * third-party service. The server issues a signed challenge; the browser finds a counter whose
 * SHA-256(`{challenge}:{counter}`) starts with `bits` zero bits (about 2^bits hashes: under a second in a
 * browser at 16 bits, nothing for a person, a real cost for a script sending thousands of forms); the server
 * checks the signature, the expiry and the hash, and refuses a challenge used once.
 *
 * Pure: signing and hashing are done by the caller (Node's crypto on the server, Web Crypto in the browser),
 * which passes their results in.
 */

/** Leading zero bits asked for: 2^16 = 65,536 hashes on average. */
export const NOT_ROBOT_BITS = 16;
/** A challenge must be solved within this time. */
export const NOT_ROBOT_CHALLENGE_TTL_MS = 5 * 60_000;
/** How long the pass issued for a solved challenge lasts. */
export const NOT_ROBOT_PASS_TTL_MS = 30 * 60_000;
/** The counter the browser sends: decimal digits, at most 12 (far beyond any search it needs). */
export const SOLUTION_PATTERN = /^[0-9]{1,12}$/;

export interface ChallengeClaims {
  /** Random, URL-safe: what makes each challenge (and its "used" mark) unique. */
  nonce: string;
  bits: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const PAYLOAD = /^v1\.([A-Za-z0-9_-]{16,64})\.([0-9]{1,2})\.([0-9]{13})$/;
const SIGNED = /^(v1\.[A-Za-z0-9_-]{16,64}\.[0-9]{1,2}\.[0-9]{13})\.([A-Za-z0-9_-]{43})$/;

/** The signed part of a challenge. */
export function challengePayload(claims: ChallengeClaims): string {
  return `v1.${claims.nonce}.${claims.bits}.${claims.expiresAt}`;
}

/** Splits `{payload}.{signature}`; null for anything else (wrong characters, lengths, NUL…). */
export function parseChallenge(text: string): { claims: ChallengeClaims; payload: string; signature: string } | null {
  const signed = SIGNED.exec(text);
  if (!signed) return null;
  const parts = PAYLOAD.exec(signed[1]!)!;
  const bits = Number(parts[2]);
  if (bits < 1 || bits > 32) return null;
  return {
    claims: { nonce: parts[1]!, bits, expiresAt: Number(parts[3]) },
    payload: signed[1]!,
    signature: signed[2]!,
  };
}

/** What is hashed for a candidate counter; the browser and the server build it the same way. */
export function workInput(challenge: string, solution: string): string {
  return `${challenge}:${solution}`;
}

/** How many zero bits a hash starts with. */
export function leadingZeroBits(hash: Uint8Array): number {
  let count = 0;
  for (const byte of hash) {
    if (byte === 0) {
      count += 8;
      continue;
    }
    return count + Math.clz32(byte) - 24;
  }
  return count;
}

export type NotRobotVerdict = 'ok' | 'malformed' | 'forged' | 'expired' | 'unsolved';

/** Spanish messages of the refusals (the site shows them and offers to try again). */
export const NOT_ROBOT_MESSAGES: Record<Exclude<NotRobotVerdict, 'ok'> | 'used', string> = {
  malformed: 'La verificación no es válida. Vuelve a intentarlo.',
  forged: 'La verificación no es válida. Vuelve a intentarlo.',
  expired: 'La verificación expiró. Vuelve a intentarlo.',
  unsolved: 'No pudimos comprobar que no eres un robot. Vuelve a intentarlo.',
  used: 'Esta verificación ya fue usada. Vuelve a intentarlo.',
};

/**
 * The verification rule, in the order that costs least first: shape, signature, expiry, then the work.
 * `signatureValid` and `hash` are computed by the caller over the parsed payload and `workInput(...)`.
 */
export function verifyNotRobot(input: {
  challenge: ReturnType<typeof parseChallenge>;
  solution: string;
  signatureValid: (payload: string, signature: string) => boolean;
  hash: (text: string) => Uint8Array;
  now: number;
}): NotRobotVerdict {
  const { challenge } = input;
  if (!challenge || !SOLUTION_PATTERN.test(input.solution)) return 'malformed';
  if (!input.signatureValid(challenge.payload, challenge.signature)) return 'forged';
  if (input.now > challenge.claims.expiresAt) return 'expired';
  const full = `${challenge.payload}.${challenge.signature}`;
  return leadingZeroBits(input.hash(workInput(full, input.solution))) >= challenge.claims.bits ? 'ok' : 'unsolved';
}

/**
 * The browser's side: tries counters 0, 1, 2… until the hash has the zero bits asked for. `hash` is Web
 * Crypto's SHA-256 in the site; it yields between batches so the page stays responsive. Null past `limit`.
 */
export async function solveNotRobot(
  challenge: string,
  bits: number,
  hash: (text: string) => Promise<Uint8Array>,
  limit = 2 ** 24,
): Promise<string | null> {
  for (let counter = 0; counter < limit; counter += 1) {
    const solution = String(counter);
    if (leadingZeroBits(await hash(workInput(challenge, solution))) >= bits) return solution;
  }
  return null;
}
