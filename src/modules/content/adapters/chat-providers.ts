import type { ChatProvider, WebchatConfig } from '../application/ports.js';

/** The default: no chat is configured, none opens (the site hides the widget). */
export class NoChatProvider implements ChatProvider {
  async available(): Promise<{ active: boolean }> {
    return { active: false };
  }

  async webchatConfig(): Promise<WebchatConfig | null> {
    return null;
  }
}

/**
 * A provider's web chat loaded by script (CHAT_PROVIDER=webchat): active for every app, configured with
 * the script address and account from the environment. The messages travel through the provider.
 */
export class ScriptWebchatProvider implements ChatProvider {
  constructor(private readonly settings: { scriptUrl: string; account: string | null }) {}

  async available(): Promise<{ active: boolean }> {
    return { active: true };
  }

  async webchatConfig(app: string, language: string): Promise<WebchatConfig | null> {
    return {
      baseConfig: { scriptUrl: this.settings.scriptUrl, account: this.settings.account, app, language },
      valuesConfig: {
        title: 'Habla con un ejecutivo',
        welcome: '¡Hola! ¿En qué te podemos ayudar con tu seguro?',
        placeholder: 'Escribe tu pregunta',
      },
    };
  }
}
