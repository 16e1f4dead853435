// The start-up cover of index.html: the first paint, lifted when the first screen is ready to show.

/** How long after the reveal the cover goes whatever React has drawn (a screen that failed to render shows its error). */
export const COVER_LIMIT_MS = 2000;

export function hideCover(): void {
  const cover = document.getElementById('cover');
  if (cover && !cover.hidden) cover.hidden = true;
}
