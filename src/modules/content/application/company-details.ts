import { inject, injectable } from 'inversify';
import { type CompanyDetails, transferAccountOf, type TransferAccount } from '../domain/company-details.js';
import { CONTENT } from '../tokens.js';
import type { CompanyDetailsStore } from './ports.js';

/** Kept this long per process: pages read the details often, staff change them rarely. */
const CACHE_MS = 30_000;

/** Reads and edits the company's details; other modules read them through the content facade. */
@injectable()
export class CompanyDetailsService {
  private cached: { details: CompanyDetails; until: number } | null = null;

  constructor(@inject(CONTENT.CompanyDetailsStore) private readonly store: CompanyDetailsStore) {}

  async current(): Promise<CompanyDetails> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.details;
    const details = await this.store.get();
    this.cached = { details, until: Date.now() + CACHE_MS };
    return details;
  }

  /** The bank account for transfers, or null while it is incomplete (the transfer method is then not offered). */
  async transferAccount(): Promise<TransferAccount | null> {
    return transferAccountOf(await this.current());
  }

  async update(changes: Partial<CompanyDetails>, updatedBy: string): Promise<CompanyDetails> {
    const details = { ...(await this.store.get()), ...changes };
    await this.store.save(details, updatedBy);
    this.cached = null;
    return details;
  }
}
