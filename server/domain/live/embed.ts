// Turns an operator's video link into the embed URL the live page frames: a YouTube watch, share, live or embed link
// becomes its privacy-enhanced embed; a Facebook video or live link becomes the video plugin. Anything else is null.
import { isAllowedLiveEmbed } from '../../../contract/live.ts';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const FACEBOOK_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com', 'fb.watch']);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

function youtubeId(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname === 'youtu.be'
      ? parts[0]
      : parts[0] === 'watch'
        ? url.searchParams.get('v')
        : parts[0] === 'embed' || parts[0] === 'live' || parts[0] === 'shorts'
          ? parts[1]
          : undefined;
  return id && VIDEO_ID.test(id) ? id : null;
}

/** A Facebook video or live page as the plugin's `href`; the plugin address itself is unwrapped first. */
function facebookVideo(url: URL): string | null {
  if (url.pathname === '/plugins/video.php') {
    const inner = url.searchParams.get('href');
    if (!inner) return null;
    try {
      const parsed = new URL(inner);
      return parsed.pathname === '/plugins/video.php' ? null : facebookVideo(parsed);
    } catch {
      return null;
    }
  }
  if (url.protocol !== 'https:' || !FACEBOOK_HOSTS.has(url.hostname)) return null;
  const isVideo = url.hostname === 'fb.watch' || /\/videos?\/|\/watch\/?$|\/live\//.test(url.pathname + '/');
  if (!isVideo) return null;
  // A short fb.watch link goes to the plugin as it is; other hosts are the same page on www.
  return url.hostname === 'fb.watch' ? url.toString() : `https://www.facebook.com${url.pathname}${url.search}`;
}

/** The embed URL for an operator's link, or null when it is not a YouTube or Facebook video. */
export function liveEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  let embed: string | null = null;
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id = youtubeId(url);
    embed = id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  } else if (FACEBOOK_HOSTS.has(url.hostname)) {
    const video = facebookVideo(url);
    embed = video ? `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(video)}&show_text=false` : null;
  }
  return embed && isAllowedLiveEmbed(embed) ? embed : null;
}
