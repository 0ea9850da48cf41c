import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { ENTRY_KEYS, entryUniqueKey, type ContentEntry, type EntryResource } from '../domain/content-entries.js';
import { CONTENT } from '../tokens.js';
import type { ContentEntryRepository, EntryListQuery } from './ports.js';

const TAKEN = 'Ya existe una entrada con esos datos.';

/**
 * The content service's entries (spec 03 §7): public reads by filter, and the back-office's list, create,
 * edit and delete. Fields arrive already checked by the resource's schema (adapters); this keeps the
 * identifying fields unique and answers Spanish errors.
 */
@injectable()
export class ContentEntries {
  constructor(@inject(CONTENT.ContentEntryRepository) private readonly entries: ContentEntryRepository) {}

  search(resource: EntryResource, filter: Record<string, string | boolean>): Promise<ContentEntry[]> {
    return this.entries.search(resource, filter);
  }

  list(resource: EntryResource, query: EntryListQuery) {
    return this.entries.list(resource, query);
  }

  async get(resource: EntryResource, id: number): Promise<ContentEntry> {
    const entry = await this.entries.findById(resource, id);
    if (!entry) throw new AppError('NOT_FOUND', `No existe la entrada ${id}.`);
    return entry;
  }

  async create(resource: EntryResource, fields: Record<string, unknown>): Promise<ContentEntry> {
    const entry = await this.entries.create(resource, entryUniqueKey(resource, fields), fields);
    if (!entry) throw this.taken(resource);
    return entry;
  }

  async update(resource: EntryResource, id: number, fields: Record<string, unknown>): Promise<ContentEntry> {
    const entry = await this.entries.update(resource, id, entryUniqueKey(resource, fields), fields);
    if (entry === 'taken') throw this.taken(resource);
    if (!entry) throw new AppError('NOT_FOUND', `No existe la entrada ${id}.`);
    return entry;
  }

  async delete(resource: EntryResource, id: number): Promise<void> {
    if (!(await this.entries.delete(resource, id))) throw new AppError('NOT_FOUND', `No existe la entrada ${id}.`);
  }

  private taken(resource: EntryResource) {
    return new AppError('CONFLICT', TAKEN, {
      errors: Object.fromEntries(ENTRY_KEYS[resource].map((field) => [field, TAKEN])),
    });
  }
}
