/** HTTP from a chosen loopback address: per-IP limits see distinct people, as in the field. */
import http from 'node:http';

export interface Reply {
  /** 0: no HTTP answer (refused, reset, timed out). */
  status: number;
  body: unknown;
  ms: number;
  headers: http.IncomingHttpHeaders;
  error?: string;
}

export function request(
  base: string,
  method: string,
  path: string,
  options: {
    cookie?: string;
    origin?: string;
    body?: unknown;
    localAddress?: string;
    timeoutMs?: number;
  } = {},
): Promise<Reply> {
  const started = performance.now();
  const url = new URL(path, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin) headers.origin = options.origin;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON
          }
          resolve({
            status: res.statusCode ?? 0,
            body,
            ms: performance.now() - started,
            headers: res.headers,
          });
        });
        res.on('error', (error) =>
          resolve({
            status: 0,
            body: undefined,
            ms: performance.now() - started,
            headers: {},
            error: error.message,
          }),
        );
      },
    );
    req.setTimeout(options.timeoutMs ?? 20_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        status: 0,
        body: undefined,
        ms: performance.now() - started,
        headers: {},
        error: error.code ?? error.message,
      }),
    );
    req.end(payload);
  });
}

export function errorCodeOf(reply: Reply): string | undefined {
  const body = reply.body as { error?: { code?: string } } | undefined;
  return body?.error?.code;
}
