import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { isSlug, type ContentPage } from '../domain/content-page.js';
import { CONTENT } from '../tokens.js';
import type { ContentPageRepository } from './ports.js';

/** GET /api/information/{name} (spec 02 §2.1): a published information page, or NOT_FOUND. */
@injectable()
export class ReadInformationPage {
  constructor(@inject(CONTENT.ContentPageRepository) private readonly pages: ContentPageRepository) {}

  async execute(name: string): Promise<ContentPage> {
    const page = isSlug(name) ? await this.pages.findPublished('information', null, name) : null;
    if (!page) throw new AppError('NOT_FOUND', `No existe la página ${name}.`);
    return page;
  }
}
