import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskFileStorage, S3FileStorage } from './file-storage.js';

/** A local HTTP double of the two S3 calls the adapter makes (path-style PUT and GET object). */
function s3Double(): Promise<{ server: Server; url: string; objects: Map<string, { body: Buffer; type: string }> }> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200, { ETag: '"1"' }).end();
        return;
      }
      const found = objects.get(key);
      if (!found) {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>no</Message></Error>');
        return;
      }
      res.writeHead(200, { 'Content-Type': found.type, 'Content-Length': found.body.length }).end(found.body);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects }),
    ),
  );
}

describe('FileStorage adapters', () => {
  let double: Awaited<ReturnType<typeof s3Double>>;
  beforeAll(async () => {
    double = await s3Double();
  });
  afterAll(() => {
    double.server.close();
  });

  it('S3: puts and gets an object through the real SDK (path style), NOT_FOUND for a missing key', async () => {
    const storage = new S3FileStorage({
      bucket: 'polizas',
      region: 'us-east-1',
      endpoint: double.url,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
    const content = Buffer.from('%PDF-1.4 contrato');
    await storage.put('documents/1/a.pdf', content, 'application/pdf');
    expect(double.objects.get('/polizas/documents/1/a.pdf')?.type).toBe('application/pdf');
    expect(Buffer.compare(await storage.get('documents/1/a.pdf'), content)).toBe(0);
    await expect(storage.get('documents/1/none.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.put('../etc/passwd', content, 'text/plain')).rejects.toThrow(/inválida/);
  });

  it('local disk: round trip, streams, refuses keys that climb out of the folder', async () => {
    const storage = new LocalDiskFileStorage(mkdtempSync(path.join(tmpdir(), 'files-')));
    await storage.put('bulk-loads/1/abc.csv', Buffer.from('a;b\n1;2\n'));
    expect((await storage.get('bulk-loads/1/abc.csv')).toString()).toBe('a;b\n1;2\n');
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.stream('bulk-loads/1/abc.csv')) as AsyncIterable<Buffer>)
      chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('a;b\n1;2\n');
    await expect(storage.get('bulk-loads/1/missing.csv')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.get('../../secret')).rejects.toThrow();
  });
});
