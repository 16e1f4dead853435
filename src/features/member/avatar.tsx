import { AVATAR_IDS } from '../../../contract/member-constants.ts';

export { AVATAR_IDS };

/** The avatar's number: a chosen id 'aN', or one derived from the player id for the default ''. */
function avatarIndex(avatar: string, seed: number): number {
  const chosen = AVATAR_IDS.indexOf(avatar as (typeof AVATAR_IDS)[number]);
  return chosen >= 0 ? chosen : Math.abs(seed) % AVATAR_IDS.length;
}

const MOUTHS = ['M13 22 Q16 25 19 22', 'M13 23 L19 23', 'M13 22 Q16 26 19 22 Z'];

/** A generated SVG face: hue, hair shape and mouth come from the avatar number, so no image is downloaded. */
export function Avatar({ avatar, seed, size = '1.2rem', label }: { avatar: string; seed: number; size?: string; label?: string }) {
  const i = avatarIndex(avatar, seed);
  const hue = (i * 30) % 360;
  const hair = i % 3;
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      className="avatar"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="16" cy="16" r="16" fill={`hsl(${hue} 70% 45%)`} />
      <circle cx="16" cy="17" r="9" fill={`hsl(${(hue + 25) % 360} 45% 82%)`} />
      {hair === 0 && <path d="M7 15 Q16 3 25 15 Q16 10 7 15 Z" fill={`hsl(${hue} 40% 20%)`} />}
      {hair === 1 && <path d="M7 14 Q8 6 16 6 Q24 6 25 14 L22 11 L19 13 L16 10 L13 13 L10 11 Z" fill={`hsl(${hue} 40% 25%)`} />}
      {hair === 2 && <rect x="8" y="6" width="16" height="5" rx="2.5" fill={`hsl(${(hue + 180) % 360} 60% 50%)`} />}
      <circle cx="12.5" cy="17" r="1.3" fill="#1b1430" />
      <circle cx="19.5" cy="17" r="1.3" fill="#1b1430" />
      <path d={MOUTHS[i % MOUTHS.length]} stroke="#1b1430" strokeWidth="1.3" fill={i % 3 === 2 ? '#1b1430' : 'none'} strokeLinecap="round" />
    </svg>
  );
}
