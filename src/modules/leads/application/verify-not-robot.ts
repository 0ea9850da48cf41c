import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import {
  NOT_ROBOT_CHALLENGE_TTL_MS,
  NOT_ROBOT_MESSAGES,
  NOT_ROBOT_PASS_TTL_MS,
  parseChallenge,
  verifyNotRobot,
} from '../domain/proof-of-work.js';
import { LEADS } from '../tokens.js';
import type { NotRobotCrypto, UsedChallenges } from './not-robot-ports.js';

export interface NotRobotPass {
  notRobot: true;
  /** Signed, for the forms that may ask for it: `np1.{expiresAt}.{signature}`. */
  pass: string;
  expiresAt: string;
}

/**
 * POST /api/buscarplanes/notrobot: checks a solved challenge (the domain rule) and marks it used, so one
 * solution buys one pass. A refusal is a 400 with a Spanish message; nothing is stored for it.
 */
@injectable()
export class VerifyNotRobot {
  constructor(
    @inject(LEADS.NotRobotCrypto) private readonly crypto: NotRobotCrypto,
    @inject(LEADS.UsedChallenges) private readonly used: UsedChallenges,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { challenge: string; solution: string }): Promise<NotRobotPass> {
    const now = this.clock.now().getTime();
    const challenge = parseChallenge(input.challenge);
    const verdict = verifyNotRobot({
      challenge,
      solution: input.solution,
      signatureValid: (payload, signature) => this.crypto.verify(payload, signature),
      hash: (text) => this.crypto.sha256(text),
      now,
    });
    if (verdict !== 'ok') throw new AppError('BAD_REQUEST', NOT_ROBOT_MESSAGES[verdict], { reason: verdict });
    // Kept a little past the expiry so a late replay is still recognised.
    if (!(await this.used.markUsed(challenge!.claims.nonce, NOT_ROBOT_CHALLENGE_TTL_MS + 60_000))) {
      throw new AppError('CONFLICT', NOT_ROBOT_MESSAGES.used, { reason: 'used' });
    }
    const expiresAt = now + NOT_ROBOT_PASS_TTL_MS;
    const payload = `np1.${expiresAt}`;
    return {
      notRobot: true,
      pass: `${payload}.${this.crypto.sign(payload)}`,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }
}
