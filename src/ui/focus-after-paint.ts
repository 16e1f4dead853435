/**
 * Moves focus once the frame that shows `target` is painted, and returns what cancels it. focus() lays the page out
 * first; called in the effects of a render that changed the page, it forces a style and layout pass of its own there,
 * while after the frame's own layout it costs nothing (78 ms of a visitor's start for the age notice, in a profile).
 */
export function focusAfterPaint(target: () => HTMLElement | null | undefined): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => target()?.focus({ preventScroll: true }));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
