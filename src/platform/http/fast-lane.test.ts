import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createApp } from './app.js';
import { fastLaneKeyOf, type FastLane } from './fast-lane.js';

/**
 * The fast lanes' front of the app (issue 31) on a real server: a lane answers only what it kept; anything it
 * does not answer reaches the route with its body byte for byte (one packet or several), and the app's own
 * answers to a bad body (malformed JSON, NUL) are unchanged. An answered request is in the access log.
 */
const PATH = '/api/echo';

/** A lane that answers the bytes its route told it to keep ('kept' + the route's text). */
class MemoryLane implements FastLane {
  readonly path = PATH;
  readonly route = PATH;
  readonly kept = new Map<string, string>();
  answered = 0;
  async answer({ key, requestId }: { key: string; requestId: string }, res: http.ServerResponse): Promise<boolean> {
    const text = this.kept.get(key);
    if (text === undefined) return false;
    this.answered += 1;
    res.writeHead(200, ['Content-Type', 'text/plain', 'X-Request-Id', requestId]);
    res.end(`kept ${text}`);
    return true;
  }
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A POST sent in the given pieces (each its own write, a tick apart), with exactly the headers given. */
function post(port: number, pieces: (string | Buffer)[], headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: PATH, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    const write = (i: number) => {
      if (i === pieces.length) return req.end();
      req.write(pieces[i]!);
      setTimeout(() => write(i + 1), 5);
    };
    write(0);
  });
}

const json = (body: string) => ({
  'Content-Type': 'application/json',
  'Content-Length': String(Buffer.byteLength(body)),
});

describe('fast lanes', () => {
  const lane = new MemoryLane();
  const lines: string[] = [];
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    const router = Router();
    // The route keeps what it answered 200, as the comparison route tells its lane.
    router.post('/', (req, res) => {
      const text = JSON.stringify(req.body);
      const key = fastLaneKeyOf(req);
      if (key !== undefined) lane.kept.set(key, text);
      res.json({ got: req.body as unknown, laneKey: key !== undefined });
    });
    const app = createApp({ logger, routes: [{ path: PATH, router }], jsonBodyLimit: '100kb', fastLanes: [lane] });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('passes a body it has no answer for to the route unchanged, then answers the same bytes itself', async () => {
    const body = '{"name":"Pía","items":[1,2,3]}';
    const first = await post(port, [body], json(body));
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual({ got: { name: 'Pía', items: [1, 2, 3] }, laneKey: true });
    expect(lane.answered).toBe(0);

    const again = await post(port, [body], { ...json(body), 'X-Request-Id': 'abc-123' });
    expect(again.text).toBe('kept {"name":"Pía","items":[1,2,3]}');
    expect(again.headers['x-request-id']).toBe('abc-123');
    expect(lane.answered).toBe(1);
    // In the access log as the route's own answers are.
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === 'abc-123');
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'request',
        route: PATH,
        req: { method: 'POST', path: PATH },
        res: { statusCode: 200 },
      }),
    ]);
  });

  it('hands a body that came in several packets to the route whole', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(3000), n: 7 });
    const reply = await post(port, [body.slice(0, 10), body.slice(10, 2000), body.slice(2000)], json(body));
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toEqual({ got: { text: 'x'.repeat(3000), n: 7 }, laneKey: true });
  });

  it('keys by host and content type as well as the body', async () => {
    const body = '{"host":1}';
    await post(port, [body], json(body));
    const before = lane.answered;
    const otherHost = await post(port, [body], { ...json(body), Host: 'pe.localhost' });
    expect(JSON.parse(otherHost.text)).toMatchObject({ got: { host: 1 } });
    const otherType = await post(port, [body], { ...json(body), 'Content-Type': 'application/json; charset=utf-8' });
    expect(JSON.parse(otherType.text)).toMatchObject({ got: { host: 1 } });
    expect(lane.answered).toBe(before);
  });

  it('leaves the app its answers to bad bodies: malformed JSON, a NUL, a body that is not JSON', async () => {
    const malformed = '{"a":';
    const broken = await post(port, [malformed], json(malformed));
    expect(broken.status).toBe(400);
    expect(broken.text).toMatch(/JSON/);
    const nul = '{"a":"x\\u0000y"}';
    const refused = await post(port, [nul], json(nul));
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(refused.text).toContain('caracteres no permitidos');
    const form = 'a=1';
    const notJson = await post(port, [form], { 'Content-Type': 'text/plain', 'Content-Length': '3' });
    expect(notJson.status).toBe(415);
    for (const bad of [malformed, nul]) expect((await post(port, [bad], json(bad))).status).toBe(400);
    // The route never answered them: nothing kept for their bytes.
    expect([...lane.kept.keys()].some((key) => key.endsWith(malformed) || key.endsWith(nul))).toBe(false);
  });

  it('is not taken by a request that accepts an encoding or sends its body chunked', async () => {
    const body = '{"plain":true}';
    await post(port, [body], json(body));
    const before = lane.answered;
    const gzip = await post(port, [body], { ...json(body), 'Accept-Encoding': 'gzip' });
    expect(JSON.parse(gzip.text)).toEqual({ got: { plain: true }, laneKey: false });
    const chunked = await post(port, [body], { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' });
    expect(JSON.parse(chunked.text)).toEqual({ got: { plain: true }, laneKey: false });
    expect(lane.answered).toBe(before);
  });
});
