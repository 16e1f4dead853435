/** A placeholder shaped like the content that is on its way. */
export function Skeleton({ width = '100%', height = '0.4rem', round = false }: { width?: string; height?: string; round?: boolean }) {
  return <span className={`skeleton ${round ? 'skeleton-round' : ''}`} style={{ width, height }} aria-hidden="true" />;
}
