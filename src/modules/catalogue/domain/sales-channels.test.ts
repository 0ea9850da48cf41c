import { describe, expect, it } from 'vitest';
import { sellsOnline } from './sales-button.js';
import { isKnownSalesChannel, SALES_CHANNEL_LABELS, SALES_CHANNELS } from './sales-channels.js';

describe('sales channels offered by the back-office', () => {
  it('every channel has a Spanish label, and only QpLead is not sold online', () => {
    for (const channel of SALES_CHANNELS) expect(SALES_CHANNEL_LABELS[channel].length).toBeGreaterThan(3);
    expect(SALES_CHANNELS.filter((channel) => !sellsOnline(channel))).toEqual(['QpLead']);
  });

  it('recognises only the listed channels (case matters)', () => {
    expect(isKnownSalesChannel('QpOnlineSale')).toBe(true);
    expect(isKnownSalesChannel('qponlinesale')).toBe(false);
    expect(isKnownSalesChannel('')).toBe(false);
    expect(isKnownSalesChannel('Telefono')).toBe(false);
  });
});
