import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createFileStorage, LocalDiskFileStorage, S3FileStorage } from './file-storage.js';

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

describe('platform FileStorage', () => {
  let double: Awaited<ReturnType<typeof s3Double>>;
  beforeAll(async () => {
    double = await s3Double();
  });
  afterAll(() => {
    double.server.close();
  });

  it('S3 (chosen by FILE_STORAGE=s3): puts and gets through the real SDK, NOT_FOUND for a missing key', async () => {
    const storage = createFileStorage(
      loadConfig({
        NODE_ENV: 'test',
        FILE_STORAGE: 's3',
        S3_BUCKET: 'cobranza',
        S3_ENDPOINT: double.url,
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
      tmpdir(),
    );
    expect(storage).toBeInstanceOf(S3FileStorage);
    const content = Buffer.from('%PDF-1.4 comprobante');
    await storage.put('billing/receipts/a.pdf', content, 'application/pdf');
    expect(double.objects.get('/cobranza/billing/receipts/a.pdf')?.type).toBe('application/pdf');
    expect(Buffer.compare(await storage.get('billing/receipts/a.pdf'), content)).toBe(0);
    await expect(storage.get('billing/receipts/none.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.put('../etc/passwd', content, 'text/plain')).rejects.toThrow(/inválida/);
  });

  it('local disk (the default): under <dataDir>/files, streams, refuses keys that climb out', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-'));
    const storage = createFileStorage(loadConfig({ NODE_ENV: 'test' }), dataDir);
    expect(storage).toBeInstanceOf(LocalDiskFileStorage);
    await storage.put('billing/tax/1.xml', Buffer.from('<?xml version="1.0"?><DTE/>'), 'application/xml');
    expect((await new LocalDiskFileStorage(path.join(dataDir, 'files')).get('billing/tax/1.xml')).toString()).toBe(
      '<?xml version="1.0"?><DTE/>',
    );
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.stream('billing/tax/1.xml')) as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toContain('<DTE/>');
    await expect(storage.get('billing/tax/missing.xml')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.stream('billing/tax/missing.xml')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.get('../../secret')).rejects.toThrow();
  });
});
