import type { AuthenticatedUser } from '../../../platform/tokens.js';
import type { UserStatus } from '../domain/permissions.js';

export interface UserRecord {
  id: number;
  email: string;
  name: string;
  status: UserStatus;
  passwordHash: string;
  passwordChangedAt: Date;
  mustChangePassword: boolean;
  roles: string[];
  createdAt: Date;
  lastLoginAt: Date | null;
  /** The client organization a company user belongs to (the token's company claim); null for staff. */
  companyId: number | null;
  /** The advisor's booking link (https), or null: staff with one are offered by GET /api/calendly/getUserRandom. */
  bookingUrl: string | null;
}

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string;
  mustChangePassword: boolean;
  roles: string[];
  status: UserStatus;
  companyId?: number | null;
}

export interface UserPatch {
  name?: string;
  status?: UserStatus;
  roles?: string[];
  companyId?: number | null;
  bookingUrl?: string | null;
}

export interface ListQuery {
  offset: number;
  limit: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: { q?: string; status?: UserStatus; role?: string; ids?: number[] };
}

export interface UserRepository {
  findByEmail(email: string): Promise<UserRecord | null>;
  findById(id: number): Promise<UserRecord | null>;
  /** Throws USER_ALREADY_EXISTS for a taken e-mail and ROLE_NOT_FOUND for an unknown role. */
  create(user: NewUser): Promise<UserRecord>;
  update(id: number, patch: UserPatch): Promise<UserRecord | null>;
  list(query: ListQuery): Promise<{ rows: UserRecord[]; total: number }>;
  count(): Promise<number>;
  activeUsers(): Promise<UserRecord[]>;
  /** Active staff users (no company) with a booking link, by id. */
  advisorsWithBookingLink(): Promise<{ id: number; name: string; bookingUrl: string }[]>;
  /** Password hashes, newest first (the current one included). */
  passwordHistory(userId: number, limit: number): Promise<string[]>;
  setPassword(userId: number, passwordHash: string, mustChange: boolean, at: Date): Promise<void>;
  recordLogin(userId: number, at: Date): Promise<void>;
  /** Status and the instant before which access tokens are refused (whole seconds). */
  sessionState(userId: number): Promise<{ status: UserStatus; validAfterSeconds: number } | null>;
  /** Refuses the access tokens issued so far to these users (they refresh to get current permissions). */
  cutSessions(userIds: number[], at: Date): Promise<void>;
  /** Users holding a role, by role id. */
  idsWithRole(roleId: number): Promise<number[]>;
}

export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  permissions: string[];
  userCount: number;
}

export interface RoleRepository {
  list(): Promise<RoleRecord[]>;
  findById(id: number): Promise<RoleRecord | null>;
  /** Throws BAD_REQUEST naming an unknown permission. */
  setPermissions(id: number, permissions: string[]): Promise<RoleRecord | null>;
  permissionsOf(roles: string[]): Promise<string[]>;
  catalogue(): Promise<{ name: string; description: string }[]>;
}

export interface StoredRefreshToken {
  id: number;
  userId: number;
  family: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export interface RefreshTokenStore {
  save(token: { tokenHash: string; userId: number; family: string; expiresAt: Date }): Promise<void>;
  find(tokenHash: string): Promise<StoredRefreshToken | null>;
  /** Marks the token used; false when another request used it first. */
  markUsed(id: number, at: Date): Promise<boolean>;
  revokeFamily(family: string, at: Date): Promise<void>;
  revokeUser(userId: number, at: Date): Promise<void>;
}

export interface PasswordResetStore {
  save(reset: { tokenHash: string; userId: number; expiresAt: Date }): Promise<number>;
  find(tokenHash: string): Promise<{ id: number; userId: number; expiresAt: Date; usedAt: Date | null } | null>;
  /** Marks the token used; false when another request used it first. */
  markUsed(id: number, at: Date): Promise<boolean>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** With a null hash (unknown user) it still spends one comparison, so timing tells nothing. */
  verify(password: string, hash: string | null): Promise<boolean>;
}

export interface TokenService {
  signAccess(user: AuthenticatedUser): { token: string; expiresIn: number };
  /** Throws IdentityError ACCESS_TOKEN_EXPIRED or INVALID_TOKEN; answers the user and when it was issued. */
  verifyAccess(token: string): AuthenticatedUser & { issuedAt: number };
  /** A new opaque random token (refresh or password reset). */
  randomToken(): string;
  /** The keyed hash stored in place of an opaque token. */
  hashToken(token: string): string;
  /** A random integer in [0, n), cryptographically strong. */
  randomInt(n: number): number;
  newFamily(): string;
}

/** One-time sign-in links (GET /hashtoken/{hash}): only a keyed hash of the link's secret is stored. */
export interface AccessLinkStore {
  save(link: { tokenHash: string; userId: number; issuedBy: number; expiresAt: Date }): Promise<number>;
  find(tokenHash: string): Promise<{ id: number; userId: number; expiresAt: Date; usedAt: Date | null } | null>;
  /** Marks the link used; false when another request used it first. */
  markUsed(id: number, at: Date): Promise<boolean>;
}

/** A Portal Personas customer's account (issue 29): one per e-mail, created or joined by a purchase. */
export interface CustomerRecord {
  id: number;
  email: string;
  createdAt: Date;
}

/** Customers, their one-time sign-in links and their sessions; links and sessions stored as keyed hashes. */
export interface CustomerAccountStore {
  /** Creates the account of an address or answers the existing one (a concurrent twin joins the same row). */
  ensure(email: string): Promise<CustomerRecord>;
  findByEmail(email: string): Promise<CustomerRecord | null>;
  findById(id: number): Promise<CustomerRecord | null>;
  saveLink(link: { tokenHash: string; customerId: number; expiresAt: Date }): Promise<number>;
  findLink(tokenHash: string): Promise<{ id: number; customerId: number; expiresAt: Date; usedAt: Date | null } | null>;
  /** Marks the link used; false when another request used it first. */
  markLinkUsed(id: number, at: Date): Promise<boolean>;
  saveSession(session: { tokenHash: string; customerId: number; expiresAt: Date }): Promise<void>;
  findSession(tokenHash: string): Promise<{ customerId: number; expiresAt: Date; revokedAt: Date | null } | null>;
  revokeSession(tokenHash: string, at: Date): Promise<void>;
  /** Revokes every open session of the customer (sign out on every device). */
  revokeAllSessions(customerId: number, at: Date): Promise<number>;
  recordLogin(customerId: number, at: Date): Promise<void>;
}
