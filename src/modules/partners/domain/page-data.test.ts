import { describe, expect, it } from 'vitest';
import { jsonScript, withJsonScript } from './page-data';

describe('data written into a page', () => {
  it('is a JSON block that cannot close its own tag, and reads back as the same value', () => {
    const value = { description: '</script><script>alert(1)</script> & \u2028', n: 1 };
    const script = jsonScript('datos', value);
    expect(script.startsWith('<script type="application/json" id="datos">')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(body)).toEqual(value);
  });

  it('goes just before </head>', () => {
    expect(withJsonScript('<html><head><title>x</title></head><body></body></html>', 'd', [1])).toBe(
      '<html><head><title>x</title><script type="application/json" id="d">[1]</script></head><body></body></html>',
    );
    expect(withJsonScript('<p>sin head</p>', 'd', [1])).toBe('<p>sin head</p>');
  });
});
