// A QR code drawn on the device (uqr, SVG), so the invite link never leaves it to be drawn elsewhere.
import { useMemo } from 'react';
import { renderSVG } from 'uqr';

export function QrCode({ value, label }: { value: string; label: string }) {
  const svg = useMemo(() => renderSVG(value, { border: 2 }), [value]);
  return <div className="agent-qr" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
