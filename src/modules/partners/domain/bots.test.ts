import { describe, expect, it } from 'vitest';
import { isSearchBot, SEARCH_BOT_MARKERS } from './bots';

describe('isSearchBot (spec 02 §5)', () => {
  it('recognises each bot of the spec in its real user agent, whatever the case', () => {
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (Linux; Android 7.0;) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36 Prerender (+https://github.com/prerender/prerender)',
    ];
    for (const agent of agents) expect(isSearchBot(agent), agent).toBe(true);
    for (const marker of SEARCH_BOT_MARKERS) expect(isSearchBot(marker.toUpperCase())).toBe(true);
  });

  it('treats browsers, an empty and a missing user agent as real visitors', () => {
    expect(
      isSearchBot(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131 Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isSearchBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe(false);
    expect(isSearchBot('')).toBe(false);
    expect(isSearchBot(null)).toBe(false);
    expect(isSearchBot(undefined)).toBe(false);
  });
});
