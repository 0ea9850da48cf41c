import { describe, expect, it } from 'vitest';
import { purchasePath, salesButton, sellsOnline } from './sales-button.js';

describe('salesButton (spec 01 §4)', () => {
  it.each(['QpOnlineSale', 'QpOnlineSaleKushki', 'ExternalOnlineSale', 'ExternalOnlineSale_Bci', 'QpMixSale'])(
    '%s -> Contratar, animated',
    (channel) => expect(salesButton(channel)).toEqual({ text: 'Contratar', animated: true, online: true }),
  );
  it.each(['QpLead', 'Lead', 'qponlinesale', 'OnlineSaleQp', '', null, undefined])('%s -> Solicitar', (channel) => {
    expect(salesButton(channel)).toEqual({ text: 'Solicitar', animated: false, online: false });
    expect(sellsOnline(channel)).toBe(false);
  });
});

describe('purchasePath', () => {
  it('leads to the online purchase of the product, its code escaped', () => {
    expect(purchasePath('QPS135')).toBe('/Compra-Online/QPS135');
    expect(purchasePath('A B/1')).toBe('/Compra-Online/A%20B%2F1');
  });
});
