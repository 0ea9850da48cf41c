import { describe, expect, it } from 'vitest';
import { isLoadableScript } from './load-script';
import { openSession } from './webchat-session';

const config = {
  baseConfig: { scriptUrl: 'https://chat.example.com/w.js', accountSid: 'AC1', flexFlowSid: 'FO1' },
  valuesConfig: { title: 'Hola' },
};

/** A window whose Twilio.FlexWebChat records what the site asks (the API webchat-session.ts documents). */
function fakeWindow() {
  const calls: [string, unknown][] = [];
  const win = {
    Twilio: {
      FlexWebChat: {
        createWebChat: async (appConfig: unknown) => {
          calls.push(['createWebChat', appConfig]);
          return { init: () => void calls.push(['init', null]) };
        },
        Actions: {
          invokeAction: async (name: string, payload?: unknown) => {
            calls.push([name, payload ?? null]);
          },
        },
      },
    },
  } as unknown as Window;
  return { win, calls };
}

describe('the chat session over a Flex-style web chat (spec 03 §4 Chat)', () => {
  const data = { name: 'Ana', email: 'ana@example.cl', phone: '912345678', topic: 'Seguros de salud', question: '' };

  it('creates the chat without the script address, starts the engagement and sends the question first', async () => {
    const { win, calls } = fakeWindow();
    const session = await openSession(config, 'es', win);
    await session.start({ ...data, question: ' ¿Cubre parto? ' });
    expect(calls).toEqual([
      ['createWebChat', { accountSid: 'AC1', flexFlowSid: 'FO1', language: 'es', startEngagementOnInit: false }],
      ['init', null],
      ['StartEngagement', { formData: { friendlyName: 'Ana', ...data, question: ' ¿Cubre parto? ' } }],
      ['SendMessage', { body: '¿Cubre parto?' }],
    ]);
  });

  it('sends no first message without a question; restart minimises then restarts; close says goodbye and hides', async () => {
    const { win, calls } = fakeWindow();
    const session = await openSession(config, 'en', win);
    await session.start(data);
    await session.restart();
    session.close('Adiós');
    expect(calls.slice(2).map(([name]) => name)).toEqual([
      'StartEngagement',
      'MinimizeChat',
      'RestartEngagement',
      'SendMessage',
      'HideChat',
    ]);
    expect(calls.at(-2)).toEqual(['SendMessage', { body: 'Adiós' }]);
  });

  it('fails when the script exposes no API (the widget only logs it)', async () => {
    await expect(openSession(config, 'es', {} as Window)).rejects.toThrow('Twilio.FlexWebChat');
  });

  it('loads only https scripts, or http on this machine', () => {
    expect(isLoadableScript('https://chat.example.com/w.js')).toBe(true);
    expect(isLoadableScript('http://127.0.0.1:4000/w.js')).toBe(true);
    expect(isLoadableScript('http://chat.example.com/w.js')).toBe(false);
    expect(isLoadableScript('javascript:alert(1)')).toBe(false);
    expect(isLoadableScript('/w.js')).toBe(false);
    expect(isLoadableScript(undefined)).toBe(false);
  });
});
