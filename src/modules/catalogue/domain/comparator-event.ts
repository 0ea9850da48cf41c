/**
 * A comparator's event (Cyber Day, spec 01 §2): shown on the comparator while `show` is on and today is
 * between its start and finish, both included.
 */
export interface ComparatorEventWindow {
  show: boolean;
  start: string;
  finish: string;
}

export function isEventActive(event: ComparatorEventWindow, now: Date): boolean {
  return event.show && new Date(event.finish) >= now && new Date(event.start) <= now;
}
