import type { SupportChatConfig } from './app-config';

export interface SupportChat {
  /** `userHash` comes from GET /api/v2/intercom_hash_generator (spec §7). */
  boot(userHash: string): void;
}

export interface SupportChatSettings {
  app_id: string;
  user_hash: string;
}

declare global {
  interface Window {
    /** Read by the support-chat vendor's snippet when the page loads it. */
    supportChatSettings?: SupportChatSettings;
  }
}

export const noopSupportChat: SupportChat = { boot: () => undefined };

/** Publishes the chat settings for the vendor's snippet; off (no-op) without an app id, which may be empty. */
export function createSupportChat(config: SupportChatConfig, page: Window = window): SupportChat {
  if (!config.appId) return noopSupportChat;
  return {
    boot(userHash) {
      page.supportChatSettings = { app_id: config.appId, user_hash: userHash };
    },
  };
}
