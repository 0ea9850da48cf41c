/** What counts as the visitor's first interaction with the page. */
const FIRST_INTERACTION = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Runs `start` once, at the visitor's first interaction. Widgets that are not part of the first screen (the
 * chat, the notification bell) ask for their data then: the page's load stays within its request budget
 * (issue 9) and a visitor who never interacts costs nothing. Returns the cancel function for an effect.
 */
export function onFirstInteraction(start: () => void, target: Window = window): () => void {
  const once = () => {
    cancel();
    start();
  };
  const cancel = () => {
    for (const event of FIRST_INTERACTION) target.removeEventListener(event, once);
  };
  for (const event of FIRST_INTERACTION) target.addEventListener(event, once, { once: true, passive: true });
  return cancel;
}
