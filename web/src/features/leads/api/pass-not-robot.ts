import { solveNotRobot } from '@domain/leads/domain/proof-of-work';
import { apiGetOnce, apiPost } from '../../../lib/api-client';

interface Challenge {
  challenge: string;
  bits: number;
  expiresAt: string;
}

/** SHA-256 with Web Crypto (available on https and localhost). */
async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * GET then POST /api/buscarplanes/notrobot (spec 03 §7 `notrobot?_fh`): takes a challenge, solves it in the
 * browser (proof of work, about 65,000 hashes) and answers the signed pass. No third-party service. Null when
 * the search gives up (the server then asks again).
 */
export async function passNotRobot(fingerprint?: string): Promise<string | null> {
  const query = fingerprint ? `?_fh=${encodeURIComponent(fingerprint)}` : '';
  const { data } = await apiGetOnce<{ data: Challenge }>(`/api/buscarplanes/notrobot${query}`);
  const solution = await solveNotRobot(data.challenge, data.bits, sha256);
  if (solution === null) return null;
  const passed = await apiPost<{ data: { pass: string } }>('/api/buscarplanes/notrobot', {
    challenge: data.challenge,
    solution,
  });
  return passed.data.pass;
}
