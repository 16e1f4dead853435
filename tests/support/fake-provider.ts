// A stand-in for an operator's game aggregator, as tests need one: a small HTTP server that receives a player's
// launch (GET /play?game&token&ts&sig, checking our launch signature), exchanges the token for a session through the
// Provider API, and then bets and pays for that player with correctly signed calls. `sign` options let a test break
// the signature, the timestamp or the secret on purpose.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROVIDER_API_BASE, PROVIDER_HEADERS, type ProviderCallName, type ProviderRequest } from '../../contract/provider-api.ts';

export interface ProviderAnswer {
  status: number;
  json: { code: number; msg: string; data: Record<string, unknown> | null };
}

export interface SignOptions {
  timestamp?: number;
  secret?: string;
  signature?: string;
}

/** Posts a raw body to the operator's API; a test can use fetch or Fastify's inject here. */
export type Transport = (path: string, body: string, headers: Record<string, string>) => Promise<ProviderAnswer>;

export const fetchTransport =
  (apiBase: string): Transport =>
  async (path, body, headers) => {
    const response = await fetch(`${apiBase}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
    return { status: response.status, json: (await response.json()) as ProviderAnswer['json'] };
  };

export const signBody = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export interface LaunchedSession {
  sessionId: string;
  playerId: string;
  gameCode: string;
  mode: 'real' | 'demo';
  balance: number;
}

export class FakeProvider {
  secret = '';
  private server?: Server;

  constructor(
    readonly code: string,
    private readonly transport: Transport,
    private readonly now: () => number = Date.now,
  ) {}

  async call<N extends ProviderCallName>(name: N, request: ProviderRequest<N>, sign: SignOptions = {}): Promise<ProviderAnswer> {
    const body = JSON.stringify(request);
    const timestamp = sign.timestamp ?? this.now();
    const signature = sign.signature ?? signBody(sign.secret ?? this.secret, timestamp, body);
    return this.transport(`${PROVIDER_API_BASE}/${name}`, body, {
      'content-type': 'application/json',
      [PROVIDER_HEADERS.provider]: this.code,
      [PROVIDER_HEADERS.timestamp]: String(timestamp),
      [PROVIDER_HEADERS.signature]: signature,
    });
  }

  /** Like call, but expects success and answers the data. */
  async ok<N extends ProviderCallName>(name: N, request: ProviderRequest<N>): Promise<Record<string, unknown>> {
    const answer = await this.call(name, request);
    if (answer.json.code !== 0 || !answer.json.data) throw new Error(`${name} failed: ${answer.status} ${answer.json.msg}`);
    return answer.json.data;
  }

  /** What the provider checks before it trusts a launch URL: our HMAC of game, token and time. */
  launchIsSigned(url: URL): boolean {
    const [game, token, ts, sig] = ['game', 'token', 'ts', 'sig'].map((k) => url.searchParams.get(k) ?? '');
    return sig === createHmac('sha256', this.secret).update(`${game}.${token}.${ts}`).digest('hex');
  }

  /** The game page: a launch arrives here; the answer is the session the provider opened for it. */
  async listen(): Promise<string> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://provider.test');
      const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname !== '/play') return reply(404, { error: 'not found' });
      if (!this.launchIsSigned(url)) return reply(403, { error: 'launch not signed by the operator' });
      void this.call('session', { launchToken: url.searchParams.get('token') ?? '' }).then(
        (answer) => reply(answer.status, answer.json),
        (error: unknown) => reply(502, { error: String(error) }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/play`;
  }

  /** Opens a launch URL the app got from startGame, as the player's browser would. */
  async open(launchUrl: string): Promise<LaunchedSession> {
    const response = await fetch(launchUrl);
    const json = (await response.json()) as ProviderAnswer['json'];
    if (json.code !== 0 || !json.data) throw new Error(`launch failed: ${response.status} ${json.msg}`);
    return json.data as unknown as LaunchedSession;
  }

  async close(): Promise<void> {
    if (this.server) await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
