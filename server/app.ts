// Builds the Fastify app: external plugins (security headers, compression, CORS), then the API, then the PWA.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from 'helmet';
import { LIVE_FRAME_ORIGINS } from '../contract/live.ts';
import { LIVE_CHAT_HOSTS } from '../contract/live-chat.ts';
import { assetLinksConfig, assetLinksRoute, type AssetLinksConfig } from './routes/assetlinks.ts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/database.ts';
import { systemClock, type Clock } from './domain/clock.ts';
import { HeartbeatWriter, setHeartbeatWriter } from './domain/heartbeats.ts';
import { SessionCache, setSessionCache } from './domain/session-cache.ts';
import { adminRoutes } from './routes/admin.ts';
import { registerCalls } from './routes/calls.ts';
import { gameServerRoutes } from './routes/game-server.ts';
import { LiveEngine, setLiveEngine, type LiveOptions } from './domain/games/live/engine.ts';
import { BODY_LIMIT, installHttpErrors } from './routes/http-errors.ts';
import { paymentRoutes } from './routes/payments.ts';
import { providerApiRoutes } from './routes/provider-api.ts';
import { paymentChannels } from './domain/payments/channel.ts';
import { paymongoConfig, type PaymongoConfig } from './domain/payments/paymongo-config.ts';
import { paymongoRoutes } from './routes/paymongo.ts';
import { paymentSandboxOn } from './demo-parts.ts';
import { hasSite, spaFallback, staticSite } from './routes/static-site.ts';
import { testHookRoutes } from './routes/test-hooks.ts';

export interface BuildOptions {
  db: Database;
  now?: Clock;
  /** The built PWA; served when it holds an index.html. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Adds GET /__test/* views for end-to-end tests. */
  testHooks?: boolean;
  /** The sandbox payment channel and its pages; defaults to PAYMENT_SANDBOX (server/demo-parts.ts). */
  paymentSandbox?: boolean;
  /** PayMongo's settings; defaults to the PAYMONGO_* environment (null: PayMongo is off). */
  paymongo?: PaymongoConfig | null;
  /** Enables POST /admin/<command> for the admin CLI. */
  adminToken?: string;
  /** Origins allowed to call the API from another origin; defaults to env CORS_ORIGINS (comma list). */
  corsOrigins?: string[];
  /** A separate API base the PWA talks to; defaults to env API_ORIGIN. Added to the CSP's connect-src. */
  apiOrigin?: string;
  /** Trust X-Forwarded-For (behind a load balancer); defaults to env TRUST_PROXY=1. */
  trustProxy?: boolean;
  /** The live tables' engine; it runs only when `run` is set (the server does; tests drive it by hand). */
  live?: LiveOptions & { run?: boolean };
  /** The TWA's Digital Asset Links; defaults to env TWA_PACKAGE_NAME + TWA_SHA256_FINGERPRINTS (null: 404). */
  assetLinks?: AssetLinksConfig | null;
  /** Which of several server processes this is (`npm run start:cluster`): sent as `x-served-by` on every answer. */
  servedBy?: string | undefined;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const corsOrigins = options.corsOrigins ?? list(process.env.CORS_ORIGINS);
  const apiOrigin = options.apiOrigin ?? process.env.API_ORIGIN ?? '';
  const sandbox = options.paymentSandbox ?? paymentSandboxOn(process.env);
  const paymongo = options.paymongo === undefined ? paymongoConfig(process.env) : options.paymongo;
  const heartbeats = new HeartbeatWriter(options.db);
  const sessions = new SessionCache(options.db);
  await sessions.start();
  const deps = { db: options.db, now: options.now ?? systemClock, channels: paymentChannels({ sandbox, paymongo }), heartbeats, sessions };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? process.env.TRUST_PROXY === '1',
  });

  // Tells apart the processes behind one port, for the operator's diagnostics and the multi-process tests. On the raw
  // response, so streams that write their own head (Server-Sent Events) carry it too.
  if (options.servedBy) {
    const servedBy = options.servedBy;
    app.addHook('onRequest', (_request, reply, done) => {
      reply.raw.setHeader('x-served-by', servedBy);
      done();
    });
  }
  // Helmet's middleware, built once: its Fastify wrapper rebuilt it (parsing every CSP directive) on each request,
  // a tenth of a heartbeat's time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The customer-service chat widget (contract/live-chat.ts) loads, talks and frames on LiveChat's hosts only.
        scriptSrc: ["'self'", ...LIVE_CHAT_HOSTS.script],
        // Inline styles: React style props and the theme's CSS variables.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...LIVE_CHAT_HOSTS.img],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...LIVE_CHAT_HOSTS.connect],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        // Built-in games, and the live stream's two hosts (contract/live.ts) and no others.
        frameSrc: ["'self'", ...LIVE_FRAME_ORIGINS, ...LIVE_CHAT_HOSTS.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // A PWA on another origin must be able to use this server's answers.
    crossOriginResourcePolicy: { policy: corsOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
    // No Origin-Agent-Cluster: with it and Cross-Origin-Opener-Policy: same-origin together, Chromium reads no V8 code
    // cache for the app's scripts, so every cold open compiled the whole first screen from source again (a trace:
    // 0.5 to 0.7 s of main thread at 4x CPU). The app is one origin, so an origin-keyed agent cluster isolates nothing
    // that its site-keyed one does not.
    originAgentCluster: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)));
  await app.register(compress);
  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization', 'idempotency-key'],
    exposedHeaders: ['retry-after', 'idempotent-replayed'],
    maxAge: 600,
  });

  const site = hasSite(options.distDir) ? options.distDir : undefined;
  installHttpErrors(app, site ? spaFallback : undefined);
  registerCalls(app, deps);
  // Off, the sandbox's pages and callback do not exist: nothing but a real channel can credit a deposit.
  if (sandbox) paymentRoutes(app, deps);
  if (paymongo) paymongoRoutes(app, deps, paymongo);
  const live = new LiveEngine(options.db, deps.now, { databaseUrl: process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL, ...options.live });
  setLiveEngine(app, live);
  gameServerRoutes(app, deps, live);
  providerApiRoutes(app, deps);
  app.addHook('onClose', () => live.stop());
  // Before the database closes (the server closes the app first): the heartbeats gathered so far are written.
  setHeartbeatWriter(app, heartbeats);
  app.addHook('onClose', () => heartbeats.flush());
  setSessionCache(app, sessions);
  app.addHook('onClose', () => sessions.stop());
  if (options.adminToken) adminRoutes(app, deps, options.adminToken);
  if (options.testHooks) testHookRoutes(app, deps);
  assetLinksRoute(app, options.assetLinks === undefined ? assetLinksConfig(process.env) : options.assetLinks);
  if (site) await staticSite(app, site);
  if (options.live?.run) await live.start();
  return app;
}
