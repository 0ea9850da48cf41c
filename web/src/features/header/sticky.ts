/**
 * The mobile sticky header hides on scroll down and shows on scroll up, only while the menu is closed
 * (spec 02 §2.6, §4). Pure so the rule is tested without a browser.
 */
export function nextHeaderHidden(
  state: { hidden: boolean; lastY: number },
  y: number,
  options: { menuOpen: boolean; headerHeight: number },
): boolean {
  if (options.menuOpen || y <= options.headerHeight) return false;
  if (y > state.lastY + 2) return true;
  if (y < state.lastY - 2) return false;
  return state.hidden;
}
