// Route search-param validation (TanStack `validateSearch`). The route tree is in the main bundle, so this stays a few
// lines instead of a schema library (zod's core alone is ~15 KB gzipped): each field parses its raw value or falls
// back, so a bad link never crashes a screen.

/** Parses one raw search value (already JSON-parsed by the router, so numbers may arrive as numbers or strings). */
export type SearchField<T> = (raw: unknown) => T;

/** A positive safe integer, or undefined. */
export const positiveInt: SearchField<number | undefined> = (raw) => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** One of the listed values (compared after the router's own parsing), else `fallback`. */
export function oneOf<const V extends string | number, F extends V | undefined = undefined>(values: readonly V[], fallback?: F): SearchField<V | F> {
  return (raw) => {
    const hit = values.find((v) => v === raw || String(v) === raw);
    return hit === undefined ? (fallback as F) : hit;
  };
}

/** A string of at most `max` characters (and matching `pattern` if given), else undefined. */
export function text(max: number, pattern?: RegExp): SearchField<string | undefined> {
  return (raw) => (typeof raw === 'string' && raw.length <= max && (!pattern || pattern.test(raw)) ? raw : undefined);
}

type Out<F> = F extends SearchField<infer T> ? T : never;
/** Fields that may parse to undefined become optional keys, so links need not name them. */
type Parsed<S> = { [K in keyof S as undefined extends Out<S[K]> ? K : never]?: Exclude<Out<S[K]>, undefined> } & {
  [K in keyof S as undefined extends Out<S[K]> ? never : K]: Out<S[K]>;
};

/**
 * A `validateSearch` function from one parser per key. A key that does not parse is set to undefined, not left out:
 * the router spreads the raw search under the validated one, so a left-out key would keep its raw value.
 */
export function searchSchema<S extends Record<string, SearchField<unknown>>>(shape: S): (search: Record<string, unknown>) => Parsed<S> {
  return (search) => {
    const out: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) out[key] = parse(search[key]);
    return out as Parsed<S>;
  };
}
