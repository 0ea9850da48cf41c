import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import {
  notificationDraftErrors,
  type SiteNotification,
  type SiteNotificationDraft,
} from '../domain/site-notification.js';
import { CONTENT } from '../tokens.js';
import type { HtmlSanitizer, NotificationListQuery, SiteNotificationRepository } from './ports.js';

/**
 * The back-office's bell messages (notification:read / create / update / delete). The message's HTML is
 * sanitised before it is checked and stored: the site shows it as HTML to every visitor.
 */
@injectable()
export class ManageSiteNotifications {
  constructor(
    @inject(CONTENT.SiteNotificationRepository) private readonly notifications: SiteNotificationRepository,
    @inject(CONTENT.HtmlSanitizer) private readonly sanitizer: HtmlSanitizer,
  ) {}

  list(query: NotificationListQuery) {
    return this.notifications.list(query);
  }

  async get(id: number): Promise<SiteNotification> {
    const notification = await this.notifications.findById(id);
    if (!notification) throw new AppError('NOT_FOUND', `No existe el mensaje ${id}.`);
    return notification;
  }

  create(draft: SiteNotificationDraft, updatedBy: string): Promise<SiteNotification> {
    return this.notifications.create(this.checked(draft), updatedBy);
  }

  /** Changes merge over the stored message, then the whole message is checked again. */
  async update(id: number, changes: Partial<SiteNotificationDraft>, updatedBy: string): Promise<SiteNotification> {
    const current = await this.get(id);
    const draft: SiteNotificationDraft = {
      title: changes.title ?? current.title,
      message: changes.message ?? current.message,
      publishFrom: changes.publishFrom ?? current.publishFrom,
      publishUntil: changes.publishUntil !== undefined ? changes.publishUntil : current.publishUntil,
    };
    const updated = await this.notifications.update(id, this.checked(draft), updatedBy);
    if (!updated) throw new AppError('NOT_FOUND', `No existe el mensaje ${id}.`);
    return updated;
  }

  async delete(id: number): Promise<SiteNotification> {
    const current = await this.get(id);
    if (!(await this.notifications.delete(id))) throw new AppError('NOT_FOUND', `No existe el mensaje ${id}.`);
    return current;
  }

  private checked(draft: SiteNotificationDraft): SiteNotificationDraft {
    const clean = { ...draft, title: draft.title.trim(), message: this.sanitizer.sanitize(draft.message).trim() };
    const errors = notificationDraftErrors(clean);
    if (Object.keys(errors).length > 0) throw new AppError('BAD_REQUEST', 'Revisa los campos marcados.', { errors });
    return clean;
  }
}
