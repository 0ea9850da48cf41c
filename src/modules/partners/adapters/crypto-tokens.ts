import { randomBytes } from 'node:crypto';
import type { TokenGenerator } from '../application/ports.js';

export const cryptoTokens: TokenGenerator = { token: (bytes) => randomBytes(bytes).toString('base64url') };
