// Serves the built PWA from distDir: the build's own .br/.gz files when the browser takes them, hashed assets cached
// forever, entry files revalidated, client routes get index.html.
import { existsSync } from 'node:fs';
import { basename, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Files whose name stays the same across releases: the browser must revalidate them or it keeps an old app. */
const REVALIDATE = new Set(['index.html', 'sw.js', 'version.json', 'manifest.webmanifest']);

/** The file a precompressed variant stands for: its headers are that file's. */
const original = (file: string) => file.replace(/\.(br|gz)$/, '');

export function cacheControlFor(root: string, file: string): string {
  const path = relative(root, original(file)).split(sep).join('/');
  if (path.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (REVALIDATE.has(basename(path))) return 'no-cache';
  return 'public, max-age=3600';
}

export const hasSite = (distDir: string | undefined): distDir is string => !!distDir && existsSync(`${distDir}/index.html`);

export async function staticSite(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(distDir, file));
      // Browsers want the manifest's exact type, whatever the mime table says.
      if (original(file).endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
    },
  });
}

/**
 * Not-found fallback: a GET for a client route (no file) answers index.html so the client router shows its own pages,
 * 404 included. A missing /assets/ file stays a 404: it is a stale chunk and the client reloads on that error.
 */
export function spaFallback(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.url.startsWith('/assets/')) return undefined;
  return reply.code(200).sendFile('index.html');
}
