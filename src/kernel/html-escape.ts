/**
 * Text put into HTML, in an element or a double-quoted attribute: the four characters that could end the text
 * or start markup become entities ('&' first, so no entity is escaped twice). The page heads of content and
 * partners and the server's page template use this one function.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
