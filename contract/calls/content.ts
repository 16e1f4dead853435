// The site's content pages (about us, FAQ, privacy policy, terms of use): public, so the terms read before sign-up.
import { z } from 'zod';
import { defineCall } from '../call.ts';

/** The pages the app has a route for; the operator may store others, but the app links only these. */
export const CONTENT_SLUGS = ['about-us', 'faq', 'privacy-policy', 'terms-of-use'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

/** A slug's shape only: an unknown but well-formed slug is a 404, not a 400. */
export const contentSlug = z.string().regex(/^[a-z0-9-]{1,40}$/, 'slug must be 1-40 lowercase letters, digits or hyphens');

export const contentPage = z.object({
  slug: z.string(),
  title: z.string(),
  /** Cleaned on the server when stored; the app cleans it again before rendering. */
  html: z.string(),
  updatedAt: z.number().int(),
});
export type ContentPage = z.infer<typeof contentPage>;

export const getContentPageCall = defineCall('getContentPage', 'anonymous', {
  request: z.object({ slug: contentSlug }),
  response: contentPage,
  auth: 'public',
  kind: 'read',
  duringMaintenance: true,
});
