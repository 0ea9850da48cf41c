import { escapeHtml } from '../../../kernel/html-escape.js';
import type { PartnerConfig } from './partner-config.js';

/**
 * The partner's search-engine `<head>` (spec 02 §3 SEOMetadata, showcaseFavicon): written by the server
 * into every page of the partner's sub-domain, so crawlers and link previews see the partner, not the main
 * site. Pure text work: escape, replace the page's title and description, add the rest before </head>.
 */

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-partner-head="" />`;

/** The tags the partner adds (everything but title and description, which replace the page's own). */
export function partnerHeadTags(config: PartnerConfig, partnerName: string): string {
  const seo = config.SEOMetadata;
  const title = seo.title ?? partnerName;
  const tags: string[] = [meta('property', 'og:title', title), meta('property', 'og:site_name', partnerName)];
  if (seo.description) tags.push(meta('property', 'og:description', seo.description));
  const image = seo.imageFa ?? seo.imageRRSS;
  if (image) tags.push(meta('property', 'og:image', image));
  const twitterImage = seo.imageTw ?? seo.imageRRSS;
  tags.push(meta('name', 'twitter:card', twitterImage ? 'summary_large_image' : 'summary'));
  if (twitterImage) tags.push(meta('name', 'twitter:image', twitterImage));
  if (seo.twitterSite) tags.push(meta('name', 'twitter:site', seo.twitterSite));
  if (seo.author) tags.push(meta('name', 'author', seo.author));
  if (seo.email) tags.push(meta('name', 'reply-to', seo.email));
  if (seo.addedTags.length > 0) tags.push(meta('name', 'keywords', seo.addedTags.join(', ')));
  if (config.showcaseFavicon) {
    tags.push(`<link rel="icon" href="${escapeHtml(config.showcaseFavicon)}" data-partner-head="" />`);
  }
  return tags.join('');
}

/**
 * A page's HTML with the partner's head: its title and description replace the page's (when set), and its
 * other tags go just before </head>. HTML without a head is returned as it was.
 */
export function withPartnerHead(html: string, config: PartnerConfig, partnerName: string): string {
  const end = html.search(/<\/head>/i);
  if (end < 0) return html;
  let head = html.slice(0, end);
  const seo = config.SEOMetadata;
  if (seo.title) {
    const title = `<title>${escapeHtml(seo.title)}</title>`;
    head = /<title>[\s\S]*?<\/title>/i.test(head)
      ? head.replace(/<title>[\s\S]*?<\/title>/i, () => title)
      : head + title;
  }
  if (seo.description) {
    const description = `<meta name="description" content="${escapeHtml(seo.description)}" />`;
    const existing = /<meta\s+name="description"[\s\S]*?\/?>/i;
    head = existing.test(head) ? head.replace(existing, () => description) : head + description;
  }
  return `${head}${partnerHeadTags(config, partnerName)}${html.slice(end)}`;
}

/** The page a frame that may not show the comparator gets (spec 02 §5: "the page goes blank"). */
export const BLANK_PAGE =
  '<!doctype html><html lang="es-CL"><head><meta charset="utf-8" /><title></title></head><body></body></html>';
