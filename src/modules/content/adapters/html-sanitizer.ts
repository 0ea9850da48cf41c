import sanitizeHtml from 'sanitize-html';
import type { HtmlSanitizer } from '../application/ports.js';

/**
 * The bell's messages: text formatting, lists, links and images only. No scripts, styles, frames or event
 * handlers; links keep http(s), mailto and tel, and open in a new tab without handing the opener over.
 */
export const messageSanitizer: HtmlSanitizer = {
  sanitize: (html) =>
    sanitizeHtml(html, {
      allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'img', 'span', 'h3', 'h4'],
      allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
      transformTags: {
        a: (tagName, attribs) =>
          attribs.target === '_blank'
            ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
            : { tagName, attribs },
      },
    }),
};
