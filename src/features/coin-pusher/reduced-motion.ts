/** Read at each drop, so a change of the system setting applies to the next one. */
export const prefersReducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
