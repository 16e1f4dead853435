// The live page frames only the embeds the server builds: YouTube's privacy-enhanced embed and Facebook's video plugin.
import { describe, expect, it } from 'vitest';
import { isAllowedLiveEmbed, LIVE_FRAME_ORIGINS } from '../../../contract/live.ts';

describe('isAllowedLiveEmbed', () => {
  it.each([
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', true],
    ['https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fx%2Fvideos%2F1%2F&show_text=false', true],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', false],
    ['http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', false],
    ['https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ', false],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ/../../x', false],
    ['https://www.facebook.com/plugins/like.php?href=x', false],
    ['javascript:alert(1)', false],
  ])('%s -> %s', (url, allowed) => {
    expect(isAllowedLiveEmbed(url)).toBe(allowed);
  });

  it('frames only those two origins', () => {
    expect(LIVE_FRAME_ORIGINS).toEqual(['https://www.youtube-nocookie.com', 'https://www.facebook.com']);
  });
});
