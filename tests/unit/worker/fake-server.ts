// A scripted stand-in for fetch: records every request and answers the next scripted reply in order.

export interface RecordedRequest {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** 'network' rejects like a dropped connection; 'hang' never answers until the request is aborted. */
export type Reply = Response | 'network' | 'hang' | ((req: RecordedRequest) => Response | Promise<Response>);

export function envelope(
  data: unknown,
  opts: { code?: number; errcode?: number; msg?: string; status?: number; headers?: Record<string, string> } = {},
): Response {
  const body: Record<string, unknown> = { msg: opts.msg ?? 'ok', data };
  if (opts.errcode !== undefined) body.errcode = opts.errcode;
  if (opts.code !== undefined || opts.errcode === undefined) body.code = opts.code ?? 0;
  return new Response(JSON.stringify(body), {
    status: opts.status ?? 200,
    headers: { 'content-type': 'application/json', ...opts.headers },
  });
}

export function failure(code: number, msg: string, status = code): Response {
  return envelope(null, { code, msg, status });
}

export function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html', ...headers } });
}

export function createFakeFetch(script: Reply[]) {
  const requests: RecordedRequest[] = [];
  const queue = [...script];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req: RecordedRequest = {
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>) },
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    };
    requests.push(req);
    const reply = queue.shift();
    if (reply === undefined) throw new Error(`fake server: no reply scripted for request ${requests.length} to ${req.url}`);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return typeof reply === 'function' ? reply(req) : reply;
  }) as typeof globalThis.fetch;
  return { fetch, requests, remaining: () => queue.length };
}
