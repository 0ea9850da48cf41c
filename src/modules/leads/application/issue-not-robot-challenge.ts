import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { challengePayload, NOT_ROBOT_BITS, NOT_ROBOT_CHALLENGE_TTL_MS } from '../domain/proof-of-work.js';
import { LEADS } from '../tokens.js';
import type { NotRobotCrypto } from './not-robot-ports.js';

export interface NotRobotChallenge {
  challenge: string;
  bits: number;
  algorithm: 'SHA-256';
  expiresAt: string;
}

/** GET /api/buscarplanes/notrobot: a fresh signed challenge; nothing is stored until it is solved. */
@injectable()
export class IssueNotRobotChallenge {
  constructor(
    @inject(LEADS.NotRobotCrypto) private readonly crypto: NotRobotCrypto,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  execute(): NotRobotChallenge {
    const expiresAt = this.clock.now().getTime() + NOT_ROBOT_CHALLENGE_TTL_MS;
    const payload = challengePayload({ nonce: this.crypto.nonce(), bits: NOT_ROBOT_BITS, expiresAt });
    return {
      challenge: `${payload}.${this.crypto.sign(payload)}`,
      bits: NOT_ROBOT_BITS,
      algorithm: 'SHA-256',
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }
}
