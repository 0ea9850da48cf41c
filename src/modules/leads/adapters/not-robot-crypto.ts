import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NotRobotCrypto, UsedChallenges } from '../application/not-robot-ports.js';
import type { Redis } from 'ioredis';

/** Node's crypto for the robot check; the key is derived from the deployment's secret, labelled for this use. */
export function nodeNotRobotCrypto(secret: string): NotRobotCrypto {
  const key = createHmac('sha256', secret).update('leads.notrobot.v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    nonce: () => randomBytes(16).toString('base64url'),
    sign,
    verify(payload, signature) {
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    sha256: (text) => new Uint8Array(createHash('sha256').update(text).digest()),
  };
}

/** Used challenges in Redis (SET NX PX): every API process sees the same marks. */
export function redisUsedChallenges(redis: Redis, prefix: string): UsedChallenges {
  return {
    async markUsed(nonce, ttlMs) {
      return (await redis.set(`${prefix}:notrobot:used:${nonce}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}
