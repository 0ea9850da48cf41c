/** The ports of the robot check (proof of work, spec 03 §7 buscarplanes/notrobot). */
export interface NotRobotCrypto {
  /** A random URL-safe nonce of 22 characters. */
  nonce(): string;
  /** HMAC-SHA256, base64url (43 characters). */
  sign(payload: string): string;
  /** Constant-time comparison with sign(payload). */
  verify(payload: string, signature: string): boolean;
  sha256(text: string): Uint8Array;
}

/** Remembers solved challenges until they expire, shared by every API process (Redis). */
export interface UsedChallenges {
  /** False when the nonce was already marked (the challenge was used). */
  markUsed(nonce: string, ttlMs: number): Promise<boolean>;
}
