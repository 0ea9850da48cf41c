import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { BELL_MAX_MESSAGES, type PublishedNotification } from '../domain/site-notification.js';
import { CONTENT } from '../tokens.js';
import type { SiteNotificationRepository } from './ports.js';

/** The bell's messages for the public site: only those published now (spec 02 §2.7), newest first. */
@injectable()
export class ReadSiteNotifications {
  constructor(
    @inject(CONTENT.SiteNotificationRepository) private readonly notifications: SiteNotificationRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  execute(): Promise<PublishedNotification[]> {
    return this.notifications.listPublished(this.clock.now(), BELL_MAX_MESSAGES);
  }
}
