// The live stream's hosts, for the server (which builds the embed URL, server/domain/live/embed.ts), the app's CSP
// frame-src and the page (which checks a stored URL again before framing it): YouTube's privacy-enhanced embed and
// Facebook's video plugin, nothing else.

/** The origins the app's frame-src allows, and the only ones a stream URL may point at. */
export const LIVE_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.facebook.com'] as const;

const EMBED = /^(https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{6,20}|https:\/\/www\.facebook\.com\/plugins\/video\.php\?[^\s"'<>]*)$/;

/** Whether an embed URL (as stored) is one the page may frame. */
export const isAllowedLiveEmbed = (embed: string): boolean => EMBED.test(embed);
