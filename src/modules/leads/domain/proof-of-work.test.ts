import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  challengePayload,
  leadingZeroBits,
  parseChallenge,
  solveNotRobot,
  verifyNotRobot,
  workInput,
} from './proof-of-work.js';

const sha256 = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());
const sign = (payload: string) => createHmac('sha256', 'clave-de-prueba').update(payload).digest('base64url');
const signatureValid = (payload: string, signature: string) => sign(payload) === signature;
const NOW = Date.UTC(2026, 10, 27, 12);

function challenge(bits = 8, expiresAt = NOW + 60_000, nonce = 'AbCdEfGhIjKlMnOp0123') {
  const payload = challengePayload({ nonce, bits, expiresAt });
  return `${payload}.${sign(payload)}`;
}

async function solve(text: string, bits: number): Promise<string> {
  return (await solveNotRobot(text, bits, async (input) => sha256(input)))!;
}

describe('leadingZeroBits', () => {
  it.each([
    [[0x80], 0],
    [[0x40], 1],
    [[0x01], 7],
    [[0x00, 0xff], 8],
    [[0x00, 0x00, 0x10], 19],
    [[0x00, 0x00], 16],
    [[], 0],
  ])('%j starts with %i zero bits', (bytes, bits) => {
    expect(leadingZeroBits(new Uint8Array(bytes))).toBe(bits);
  });
});

describe('parseChallenge', () => {
  it('reads back what challengePayload wrote', () => {
    expect(parseChallenge(challenge(12))?.claims).toEqual({
      nonce: 'AbCdEfGhIjKlMnOp0123',
      bits: 12,
      expiresAt: NOW + 60_000,
    });
  });

  it.each([
    '',
    'v1.corto.8.1798372800000.firma',
    `${challenge()}\u0000`,
    `${challenge()} `,
    challenge().replace('v1.', 'v2.'),
    challenge(0),
    challenge(40),
    challenge().slice(0, -1),
  ])('refuses %j', (text) => {
    expect(parseChallenge(text)).toBeNull();
  });
});

describe('verifyNotRobot', () => {
  const verify = (text: string, solution: string, now = NOW) =>
    verifyNotRobot({ challenge: parseChallenge(text), solution, signatureValid, hash: sha256, now });

  it('accepts a solved, signed, live challenge', async () => {
    const text = challenge(10);
    const solution = await solve(text, 10);
    expect(leadingZeroBits(sha256(workInput(text, solution)))).toBeGreaterThanOrEqual(10);
    expect(verify(text, solution)).toBe('ok');
  });

  it('refuses a counter that does not do the work', async () => {
    const text = challenge(10);
    const solution = await solve(text, 10);
    // The counters before the first solution all fail, by construction of the search.
    const before = String(Number(solution) - 1);
    expect(Number(solution) > 0 ? verify(text, before) : 'unsolved').toBe('unsolved');
  });

  it('refuses a challenge whose difficulty or expiry was changed (the signature no longer matches)', async () => {
    const text = challenge(10);
    const easier = text.replace('.10.', '.1.');
    expect(verify(easier, await solve(easier, 1))).toBe('forged');
  });

  it('refuses an expired challenge even when solved', async () => {
    const text = challenge(6, NOW - 1);
    expect(verify(text, await solve(text, 6))).toBe('expired');
  });

  it.each(['', 'abc', '1'.repeat(13), '-1', '1.5', '1\u0000', ' 1'])('refuses the solution %j as malformed', (bad) => {
    expect(verify(challenge(), bad)).toBe('malformed');
  });

  it('answers malformed for an unreadable challenge', () => {
    expect(verify('no es un desafío', '1')).toBe('malformed');
  });
});

describe('solveNotRobot', () => {
  it('gives up past its limit', async () => {
    expect(await solveNotRobot(challenge(30), 30, async (input) => sha256(input), 50)).toBeNull();
  });
});
