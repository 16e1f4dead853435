// The LiveChat widget's hosts (its loader, API, socket, frames and files), shared by the server's CSP and the tests.
export const LIVE_CHAT_HOSTS = {
  script: ['https://*.livechatinc.com'],
  connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com', 'https://*.livechat-files.com'],
  frame: ['https://*.livechatinc.com'],
  img: ['https://*.livechatinc.com', 'https://*.livechat-files.com'],
} as const;

/** LiveChat's hosted chat page for a licence and group: the native shell opens it in the browser instead of the widget. */
export const liveChatPageUrl = (license: string, group: string): string =>
  `https://direct.lc.chat/${encodeURIComponent(license)}/${encodeURIComponent(group || '0')}`;
