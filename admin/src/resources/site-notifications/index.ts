import { SiteNotificationCreate, SiteNotificationEdit } from './site-notification-edit';
import { SiteNotificationList } from './site-notification-list';

/** The public site's notification bell messages (notification:read / create / update / delete). */
export const siteNotifications = {
  list: SiteNotificationList,
  edit: SiteNotificationEdit,
  create: SiteNotificationCreate,
};
