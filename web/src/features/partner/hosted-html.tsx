/**
 * A partner's hosted header or footer (spec 02 §3 headerHTML/footerHTML, useHeader/useFooter). The HTML was
 * sanitised by the server when the partner was saved (sanitize-html: markup, links and images only, no
 * scripts, styles or handlers), and the site's CSP forbids inline scripts anyway.
 */
export function HostedHtml({ html, part }: { html: string; part: 'header' | 'footer' }) {
  const Tag = part === 'header' ? 'header' : 'footer';
  return (
    <Tag
      className={`partner-hosted partner-hosted-${part}`}
      data-testid={`partner-hosted-${part}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
