import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape';

describe('escapeHtml', () => {
  it('turns the characters that end a text or an attribute into entities', () => {
    expect(escapeHtml('<script>alert("x")</script>')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(escapeHtml('Seguros "Vida" & Salud')).toBe('Seguros &quot;Vida&quot; &amp; Salud');
  });

  it('escapes an ampersand once, even when it already starts an entity', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves ordinary text, accents and single quotes as they are', () => {
    expect(escapeHtml("Cotiza tu seguro de salud: ¡años de protección! l'été")).toBe(
      "Cotiza tu seguro de salud: ¡años de protección! l'été",
    );
    expect(escapeHtml('')).toBe('');
  });
});
