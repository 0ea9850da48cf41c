import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { contentDraftErrors, type ContentDraft, type ContentPage } from '../domain/content-page.js';
import { CONTENT } from '../tokens.js';
import type { ContentListQuery, ContentPageRepository } from './ports.js';

const TAKEN = 'Ya existe una página con esa dirección.';

/** The back-office's content pages (content:read / content:create / content:update). */
@injectable()
export class ManageContentPages {
  constructor(@inject(CONTENT.ContentPageRepository) private readonly pages: ContentPageRepository) {}

  list(query: ContentListQuery) {
    return this.pages.list(query);
  }

  async get(id: number): Promise<ContentPage> {
    const page = await this.pages.findById(id);
    if (!page) throw new AppError('NOT_FOUND', `No existe la página ${id}.`);
    return page;
  }

  async create(draft: ContentDraft): Promise<ContentPage> {
    this.check(draft);
    const page = await this.pages.create(draft);
    if (!page) throw new AppError('CONFLICT', TAKEN, { errors: { slug: TAKEN } });
    return page;
  }

  /** Changes merge over the stored page, then the whole page is checked again. */
  async update(id: number, changes: Partial<ContentDraft>): Promise<ContentPage> {
    const current = await this.get(id);
    const draft: ContentDraft = {
      kind: changes.kind ?? current.kind,
      area: changes.area !== undefined ? changes.area : current.area,
      slug: changes.slug ?? current.slug,
      title: changes.title ?? current.title,
      summary: changes.summary ?? current.summary,
      body: changes.body ?? current.body,
      cta: changes.cta !== undefined ? changes.cta : current.cta,
      published: changes.published ?? current.published,
    };
    this.check(draft);
    const page = await this.pages.update(id, draft);
    if (page === 'taken') throw new AppError('CONFLICT', TAKEN, { errors: { slug: TAKEN } });
    if (!page) throw new AppError('NOT_FOUND', `No existe la página ${id}.`);
    return page;
  }

  private check(draft: ContentDraft) {
    const errors = contentDraftErrors(draft);
    if (Object.keys(errors).length > 0) {
      throw new AppError('BAD_REQUEST', 'Revisa los campos marcados.', { errors });
    }
  }
}
