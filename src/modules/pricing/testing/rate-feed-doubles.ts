import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a double answers for one request: status and JSON body. */
export type DoubleAnswer = { status: number; body: unknown };

/**
 * A local HTTP double of a rate source's documented API (tests only: these machines cannot reach the CMF or
 * the Banco Central). `answer` sees the request's path and query and returns the documented response.
 */
export async function startRateDouble(
  answer: (path: string, query: URLSearchParams) => DoubleAnswer,
): Promise<{ url: string; requests: URL[]; close(): Promise<void> }> {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://double.local');
    requests.push(url);
    const { status, body } = answer(url.pathname, url.searchParams);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
