/** Whether the page runs inside a frame (a cross-origin parent throws on access: still a frame). */
export function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
