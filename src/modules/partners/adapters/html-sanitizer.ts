import sanitizeHtml from 'sanitize-html';
import type { HtmlSanitizer } from '../application/ports.js';

/** Partner-hosted header and footer HTML: markup, links and images only; no scripts, styles or handlers. */
export const sanitizeHtmlSanitizer: HtmlSanitizer = {
  sanitize: (html) =>
    sanitizeHtml(html, {
      allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'header', 'footer', 'nav', 'span'],
      allowedAttributes: {
        a: ['href', 'title', 'target', 'rel'],
        img: ['src', 'alt', 'width', 'height'],
        '*': ['class', 'id'],
      },
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    }),
};
