import { describe, expect, it } from 'vitest';
import { loadChat } from './load-chat';

const config = { baseConfig: { scriptUrl: 'https://chat.example.com/w.js' }, valuesConfig: { title: 'Hola' } };

describe('loading the chat (spec 03 §4)', () => {
  it('offers no chat when none is active, without asking for its configuration', async () => {
    const asked: string[] = [];
    const chat = await loadChat('comparador', 'es', {
      getChatAvailability: async () => false,
      getWebchatConfig: async () => {
        asked.push('config');
        return config;
      },
      warn: () => undefined,
    });
    expect(chat).toBeNull();
    expect(asked).toEqual([]);
  });

  it('offers the configured chat when active, and only logs an error', async () => {
    const active = await loadChat('comparador', 'es', {
      getChatAvailability: async () => true,
      getWebchatConfig: async () => config,
      warn: () => undefined,
    });
    expect(active).toEqual(config);
    const warnings: string[] = [];
    const broken = await loadChat('comparador', 'es', {
      getChatAvailability: async () => true,
      getWebchatConfig: async () => {
        throw new Error('404');
      },
      warn: (message) => void warnings.push(message),
    });
    expect(broken).toBeNull();
    expect(warnings).toEqual(['Chat no disponible: 404']);
  });
});
