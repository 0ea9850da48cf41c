import type { ChatProvider, WebchatConfig } from '../application/ports.js';

/** The default: no chat is configured, none opens (the site hides the widget). */
export class NoChatProvider implements ChatProvider {
  async available(): Promise<{ active: boolean }> {
    return { active: false };
  }

  async webchatConfig(): Promise<WebchatConfig | null> {
    return null;
  }

  async twilioWebchatConfig(): Promise<WebchatConfig | null> {
    return null;
  }
}

/** What the site's chat shows before the provider's window opens (spec 03 §9: fixed pre-engagement form). */
const VALUES_CONFIG = {
  title: 'Habla con un ejecutivo',
  welcome: '¡Hola! ¿En qué te podemos ayudar con tu seguro?',
  placeholder: 'Escribe tu pregunta',
  closingMessage: 'El visitante cerró la pestaña del sitio.',
  attachmentsEnabled: true,
  width: '20rem',
};

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
      valuesConfig: VALUES_CONFIG,
    };
  }

  async twilioWebchatConfig(): Promise<WebchatConfig | null> {
    return null;
  }
}

/**
 * A Twilio Flex-style web chat (CHAT_PROVIDER=twilio): the script exposes `Twilio.FlexWebChat` and opens the
 * configured Flex flow. It answers both config calls of spec 03 §7 (the site's and the client portals' one).
 */
export class TwilioWebchatProvider implements ChatProvider {
  constructor(private readonly settings: { scriptUrl: string; accountSid: string; flexFlowSid: string }) {}

  async available(): Promise<{ active: boolean }> {
    return { active: true };
  }

  async webchatConfig(app: string, language: string): Promise<WebchatConfig | null> {
    return {
      baseConfig: {
        provider: 'twilio',
        scriptUrl: this.settings.scriptUrl,
        accountSid: this.settings.accountSid,
        flexFlowSid: this.settings.flexFlowSid,
        app,
        language,
      },
      valuesConfig: VALUES_CONFIG,
    };
  }

  twilioWebchatConfig(app: string, language: string): Promise<WebchatConfig | null> {
    return this.webchatConfig(app, language);
  }
}
