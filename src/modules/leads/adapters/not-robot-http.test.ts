import { createHash } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { leadingZeroBits, workInput } from '../domain/proof-of-work.js';

/** GET/POST /api/buscarplanes/notrobot (spec 03 §7, issue 30): the self-hosted proof-of-work robot check. */
let runtime: TestRuntime;
let app: Express;

beforeAll(async () => {
  runtime = await createTestRuntime();
  app = runtime.createHttpApp();
});

afterAll(async () => {
  await runtime?.dispose();
});

const sha256 = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());
/** The first counter that passes (or, with `passing` false, fails) the challenge: what the browser searches for. */
function counterFor(challenge: string, bits: number, passing = true): string {
  for (let counter = 0; ; counter += 1) {
    if (leadingZeroBits(sha256(workInput(challenge, String(counter)))) >= bits === passing) return String(counter);
  }
}
const issue = async () =>
  (await request(app).get('/api/buscarplanes/notrobot?_fh=abc123').expect(200)).body.data as {
    challenge: string;
    bits: number;
    expiresAt: string;
  };
const verify = (body: unknown) =>
  request(app)
    .post('/api/buscarplanes/notrobot')
    .send(body as object);

describe('/api/buscarplanes/notrobot', () => {
  it('issues a signed SHA-256 challenge that expires in five minutes, never cached', async () => {
    const response = await request(app).get('/api/buscarplanes/notrobot').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.data).toMatchObject({ bits: 16, algorithm: 'SHA-256' });
    const lifetime = Date.parse(response.body.data.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
    expect((await issue()).challenge).not.toBe(response.body.data.challenge);
  });

  it('gives a pass for a solved challenge once; a replay is refused', async () => {
    const { challenge, bits } = await issue();
    const solution = counterFor(challenge, bits);
    const passed = await verify({ challenge, solution }).expect(200);
    expect(passed.body.data).toMatchObject({ notRobot: true });
    expect(passed.body.data.pass).toMatch(/^np1\.[0-9]{13}\.[A-Za-z0-9_-]{43}$/);
    const replay = await verify({ challenge, solution }).expect(409);
    expect(replay.body.error.message).toBe('Esta verificación ya fue usada. Vuelve a intentarlo.');
  });

  it('refuses an unsolved or tampered challenge in Spanish, and then still accepts the honest solution', async () => {
    const { challenge, bits } = await issue();
    const solution = counterFor(challenge, bits);
    const unsolved = await verify({ challenge, solution: counterFor(challenge, bits, false) });
    expect(unsolved.status).toBe(400);
    expect(unsolved.body.error.details.reason).toBe('unsolved');
    const easier = challenge.replace(/^v1\.([^.]+)\.16\./, 'v1.$1.1.');
    expect(easier).not.toBe(challenge);
    const forged = await verify({ challenge: easier, solution: counterFor(easier, 1) });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'La verificación no es válida. Vuelve a intentarlo.',
      details: { reason: 'forged' },
    });
    await verify({ challenge, solution }).expect(200);
  });

  it('refuses wrong types, NUL and oversize input with a Spanish 400', async () => {
    const { challenge } = await issue();
    for (const body of [
      {},
      { challenge, solution: 12 },
      { challenge: 5, solution: '1' },
      { challenge, solution: '1\u0000' },
      { challenge: `${challenge}\u0000`, solution: '1' },
      { challenge: 'x'.repeat(500), solution: '1' },
      { challenge, solution: '1'.repeat(13) },
      { challenge: 'no es un desafío', solution: '1' },
    ]) {
      const response = await verify(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message).toMatch(/[áéíóúñ]|Falta|inválid|válid/);
    }
    const badQuery = await request(app).get('/api/buscarplanes/notrobot?_fh=%00').expect(400);
    expect(badQuery.body.error.code).toBe('BAD_REQUEST');
  });
});
