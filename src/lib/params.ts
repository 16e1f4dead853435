import { notFound } from '@tanstack/react-router';

/** Path params such as /feedback/record/{id}: a value that fails validation shows the 404 page (SPEC section 4). */
export function parseIdParam(raw: string): number {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw notFound();
  return Number(raw);
}
