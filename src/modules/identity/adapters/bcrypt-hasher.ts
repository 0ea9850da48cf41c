import bcrypt from 'bcrypt';
import { injectable } from 'inversify';
import type { PasswordHasher } from '../application/ports.js';

/** Cost 10 is OWASP's floor for bcrypt and about 60 ms here (2 shared cores). */
const ROUNDS = 10;

@injectable()
export class BcryptPasswordHasher implements PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, ROUNDS);
  }

  async verify(password: string, hash: string | null): Promise<boolean> {
    if (hash === null) {
      this.dummyHash ??= bcrypt.hash('sin-usuario', ROUNDS);
      await bcrypt.compare(password, await this.dummyHash);
      return false;
    }
    return bcrypt.compare(password, hash);
  }
}
