import http from 'node:http';

/** An answer as Node's http client received it. */
export interface RawReply {
  status: number;
  /** Header names and values as received, in order. */
  raw: string[];
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * A POST with Node's http client: exactly the headers given (no Accept-Encoding, as the benches and most API
 * clients send them), a Content-Length unless the body is chunked (`Transfer-Encoding` given). For the fast
 * lanes' tests, which compare an answer's bytes and headers with the route's.
 */
export function rawPost(port: number, path: string, body: string, headers: Record<string, string> = {}) {
  return new Promise<RawReply>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          'Content-Type': 'application/json',
          ...(headers['Transfer-Encoding'] ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            raw: res.rawHeaders,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The headers as received, the per-request ones (date, request id) blanked. */
export const stableHeaders = (raw: string[]) =>
  raw.map((value, i) => (i % 2 === 1 && /^(date|x-request-id)$/i.test(raw[i - 1]!) ? '' : value));
