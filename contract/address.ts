// A Philippine delivery address for physical prizes (diamond-mall goods, lottery products): one schema for the form
// in the app and the server that stores it, so both refuse the same input with the same words.
import { z } from 'zod';
import { MOBILE_HINT, normaliseMobile } from './mobile.ts';

/** The country's 17 administrative regions, as a courier's form lists them. */
export const PH_REGIONS = [
  'NCR',
  'CAR',
  'Region I (Ilocos)',
  'Region II (Cagayan Valley)',
  'Region III (Central Luzon)',
  'Region IV-A (CALABARZON)',
  'MIMAROPA',
  'Region V (Bicol)',
  'Region VI (Western Visayas)',
  'Region VII (Central Visayas)',
  'Region VIII (Eastern Visayas)',
  'Region IX (Zamboanga Peninsula)',
  'Region X (Northern Mindanao)',
  'Region XI (Davao)',
  'Region XII (SOCCSKSARGEN)',
  'Region XIII (Caraga)',
  'BARMM',
] as const;
export type PhRegion = (typeof PH_REGIONS)[number];

const line = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(2, `Enter the ${what}`)
    .max(max, `The ${what} is at most ${max} characters`)
    // Letters (with ñ and accents), digits and the punctuation addresses use; no markup or control characters.
    .regex(/^[\p{L}\p{N} .,'#/()-]+$/u, `The ${what} may use letters, numbers and . , ' # / ( ) - only`);

export const deliveryAddress = z.object({
  recipient: line('recipient name', 60),
  mobile: z.string().transform((value, ctx) => {
    const normalised = normaliseMobile(value);
    if (!normalised) ctx.addIssue({ code: 'custom', message: MOBILE_HINT });
    return normalised ?? '';
  }),
  region: z.enum(PH_REGIONS, { error: 'Choose a region' }),
  /** City or municipality, with the province where names repeat (e.g. "San Jose, Batangas"). */
  city: line('city or municipality', 80),
  barangay: line('barangay', 80),
  street: line('house number and street', 120),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'A postal code is 4 digits, e.g. 1000'),
});
export type DeliveryAddress = z.output<typeof deliveryAddress>;
export type DeliveryAddressInput = z.input<typeof deliveryAddress>;

/** One line for a list or an order: street, barangay, city, region postal code. */
export const addressLine = (a: DeliveryAddress): string => `${a.street}, Brgy. ${a.barangay}, ${a.city}, ${a.region} ${a.postalCode}`;
