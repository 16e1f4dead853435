// Digital Asset Links for the Trusted Web Activity build: it proves the Android app and this site belong together.
import type { FastifyInstance } from 'fastify';

export interface AssetLinksConfig {
  packageName: string;
  /** SHA-256 signing-certificate fingerprints, `AA:BB:...` (a release key and, often, Play's app-signing key). */
  fingerprints: string[];
}

const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;

/** From TWA_PACKAGE_NAME and TWA_SHA256_FINGERPRINTS (comma list); null when either is unset or a fingerprint is malformed. */
export function assetLinksConfig(env: NodeJS.ProcessEnv): AssetLinksConfig | null {
  const packageName = env.TWA_PACKAGE_NAME?.trim() ?? '';
  const fingerprints = (env.TWA_SHA256_FINGERPRINTS ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (!packageName || fingerprints.length === 0) return null;
  // A typo here silently breaks the app's full-screen mode, so refuse to start serving it rather than serve it wrong.
  const bad = fingerprints.find((f) => !FINGERPRINT.test(f));
  if (bad) throw new Error(`TWA_SHA256_FINGERPRINTS: not a SHA-256 fingerprint: ${bad}`);
  return { packageName, fingerprints };
}

export function assetLinksRoute(app: FastifyInstance, config: AssetLinksConfig | null): void {
  app.get('/.well-known/assetlinks.json', async (_request, reply) => {
    if (!config) return reply.code(404).send({ message: 'Not found' });
    return reply.header('cache-control', 'public, max-age=3600').send([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: config.packageName, sha256_cert_fingerprints: config.fingerprints },
      },
    ]);
  });
}
