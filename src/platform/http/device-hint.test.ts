import { describe, expect, it } from 'vitest';
import { deviceIsMobile } from './device-hint.js';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('deviceIsMobile', () => {
  it('takes the browser hint when there is one', () => {
    expect(deviceIsMobile({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).toBe(true);
    expect(deviceIsMobile({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID })).toBe(false);
  });

  it('reads the user agent otherwise', () => {
    expect(deviceIsMobile({ 'user-agent': ANDROID })).toBe(true);
    expect(deviceIsMobile({ 'user-agent': IPHONE })).toBe(true);
    expect(deviceIsMobile({ 'user-agent': DESKTOP })).toBe(false);
  });

  it('guesses a desktop without any header', () => {
    expect(deviceIsMobile({})).toBe(false);
    expect(deviceIsMobile({ 'sec-ch-ua-mobile': 'maybe' })).toBe(false);
  });
});
