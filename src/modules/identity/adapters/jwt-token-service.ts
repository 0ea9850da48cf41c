import { createHmac, createSecretKey, randomBytes, randomInt, randomUUID, type KeyObject } from 'node:crypto';
import { inject, injectable } from 'inversify';
import jwt from 'jsonwebtoken';
import { PLATFORM, type AuthenticatedUser, type Clock } from '../../../platform/tokens.js';
import type { TokenService } from '../application/ports.js';
import { IdentityError } from '../domain/errors.js';
import { tokenErrorCode } from '../domain/token-errors.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../domain/session-policy.js';
import { IDENTITY } from '../tokens.js';
import type { JwtSecrets } from './jwt-secrets.js';

const ISSUER = 'comparador-seguros';
const AUDIENCE = 'back-office';

interface AccessClaims {
  sub: string;
  email: string;
  name: string;
  roles: string[];
  permissions: string[];
  /** The company (client organization id) of a company user; absent for staff. */
  company?: number | null;
}

/**
 * Access tokens: HS256 JWTs (short-lived, stateless). Refresh and reset tokens: opaque random strings whose
 * HMAC (keyed with the refresh secret) is what the database stores.
 */
@injectable()
export class JwtTokenService implements TokenService {
  /**
   * The access secret as a key object, made once: given the string, jsonwebtoken first tries to read it as a
   * PEM key (createPublicKey/createPrivateKey throwing) on every call before taking the same bytes as an HMAC
   * key — about 1.5 ms of CPU per authenticated request (a profile of the bulk-load bench, issue 31).
   */
  private readonly accessKey: KeyObject;

  constructor(
    @inject(IDENTITY.JwtSecrets) private readonly secrets: JwtSecrets,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {
    this.accessKey = createSecretKey(Buffer.from(secrets.access));
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  signAccess(user: AuthenticatedUser): { token: string; expiresIn: number } {
    const now = this.nowSeconds();
    const claims: AccessClaims & { iat: number; exp: number } = {
      sub: String(user.id),
      email: user.email,
      name: user.name,
      roles: user.roles,
      permissions: user.permissions,
      ...(user.companyId != null ? { company: user.companyId } : {}),
      iat: now,
      exp: now + ACCESS_TOKEN_TTL_SECONDS,
    };
    const token = jwt.sign(claims, this.accessKey, { algorithm: 'HS256', issuer: ISSUER, audience: AUDIENCE });
    return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  verifyAccess(token: string): AuthenticatedUser & { issuedAt: number } {
    let claims: AccessClaims & { iat?: number };
    try {
      claims = jwt.verify(token, this.accessKey, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        clockTimestamp: this.nowSeconds(),
      }) as AccessClaims & { iat?: number };
    } catch (error) {
      // jsonwebtoken names its errors as spec 03 §8 does (JsonWebTokenError, TokenExpiredError, SyntaxError).
      throw new IdentityError(tokenErrorCode(error instanceof Error ? error.name : undefined));
    }
    const id = Number(claims.sub);
    if (
      !Number.isInteger(id) ||
      typeof claims.iat !== 'number' ||
      !Array.isArray(claims.permissions) ||
      !Array.isArray(claims.roles)
    ) {
      throw new IdentityError('INVALID_TOKEN');
    }
    return {
      id,
      email: claims.email,
      name: claims.name,
      roles: claims.roles,
      permissions: claims.permissions,
      companyId: typeof claims.company === 'number' ? claims.company : null,
      issuedAt: claims.iat,
    };
  }

  randomToken(): string {
    return randomBytes(32).toString('base64url');
  }

  hashToken(token: string): string {
    return createHmac('sha256', this.secrets.refresh).update(token).digest('hex');
  }

  randomInt(n: number): number {
    return randomInt(n);
  }

  newFamily(): string {
    return randomUUID();
  }
}
