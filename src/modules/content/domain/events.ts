/** A promotional event with its own comparator page (spec 01 §3 Event, §9). */
export interface SiteEvent {
  name: string;
  title: string;
  logo: string;
  image: string;
  videoUrl: string | null;
  /** ISO instants with the Chilean offset. */
  start: string;
  finish: string;
  show: boolean;
  /** The comparator page and the blog page of the event. */
  path: string;
  blogPath: string;
}

/** Cyber Day 2025-06-01 22:30 to 2025-06-09 23:59:59, Chilean time (UTC-4 in June). */
export const CYBER_DAY: SiteEvent = {
  name: 'cyberday',
  title: 'Cyber Day',
  logo: '/events/cyberday-logo.svg',
  image: '/events/cyberday.svg',
  videoUrl: null,
  start: '2025-06-01T22:30:00-04:00',
  finish: '2025-06-09T23:59:59-04:00',
  show: true,
  path: '/Comparar/Seguros-de-Salud/Cyber-Day',
  blogPath: '/QP-Blog/Seguros-de-Salud/CyberDay',
};

export const SITE_EVENTS: readonly SiteEvent[] = [CYBER_DAY];

/** The event is hidden once the current date is past its finish (spec 01 §4), or when switched off. */
export function isEventVisible(event: SiteEvent, now: Date): boolean {
  return event.show && now.getTime() <= Date.parse(event.finish);
}

/** Whether the event is running right now (between start and finish). */
export function isEventRunning(event: SiteEvent, now: Date): boolean {
  return isEventVisible(event, now) && now.getTime() >= Date.parse(event.start);
}
