import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { s3DoubleConfig, startS3Double, type S3Double } from '../testing/s3-double.js';
import { createFileStorage, LocalDiskFileStorage, S3FileStorage } from './file-storage.js';

describe('platform FileStorage', () => {
  let double: S3Double;
  beforeAll(async () => {
    double = await startS3Double();
  });
  afterAll(async () => {
    await double.close();
  });

  it('S3 (chosen by FILE_STORAGE=s3): puts and gets through the real SDK, NOT_FOUND for a missing key', async () => {
    const storage = createFileStorage(
      loadConfig({ NODE_ENV: 'test', ...s3DoubleConfig(double, 'cobranza') }),
      tmpdir(),
    );
    expect(storage).toBeInstanceOf(S3FileStorage);
    const content = Buffer.from('%PDF-1.4 comprobante');
    await storage.put('billing/receipts/a.pdf', content, 'application/pdf');
    expect(double.objects.get('/cobranza/billing/receipts/a.pdf')?.type).toBe('application/pdf');
    expect(Buffer.compare(await storage.get('billing/receipts/a.pdf'), content)).toBe(0);
    await expect(storage.get('billing/receipts/none.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.put('../etc/passwd', content, 'text/plain')).rejects.toThrow(/inválida/);
    // A file on disk, streamed to the bucket (an upload written to disk is never read into memory).
    const source = path.join(mkdtempSync(path.join(tmpdir(), 'upload-')), 'nomina.xlsx');
    writeFileSync(source, Buffer.alloc(300 * 1024, 3));
    await storage.putFile('bulk-loads/1/n.xlsx', source, 'application/zip');
    expect(double.objects.get('/cobranza/bulk-loads/1/n.xlsx')?.type).toBe('application/zip');
    expect(Buffer.compare(await storage.get('bulk-loads/1/n.xlsx'), readFileSync(source))).toBe(0);
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

  it('local disk: puts of one key at once all succeed and leave one whole file, no temporary ones', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-'));
    const storage = new LocalDiskFileStorage(dataDir);
    const content = Buffer.alloc(256 * 1024, 7);
    const puts = await Promise.allSettled(
      Array.from({ length: 10 }, () => storage.put('bulk-loads/1/abc.xlsx', content)),
    );
    expect(puts.filter((put) => put.status === 'rejected')).toEqual([]);
    expect(readdirSync(path.join(dataDir, 'bulk-loads/1'))).toEqual(['abc.xlsx']);
    expect(Buffer.compare(await storage.get('bulk-loads/1/abc.xlsx'), content)).toBe(0);
    // putFile: the same write-then-rename, from a file on disk.
    const source = path.join(dataDir, 'upload.tmp');
    writeFileSync(source, Buffer.alloc(128 * 1024, 9));
    await storage.putFile('bulk-loads/1/abc.xlsx', source, 'application/zip');
    expect(readdirSync(path.join(dataDir, 'bulk-loads/1'))).toEqual(['abc.xlsx']);
    expect(Buffer.compare(await storage.get('bulk-loads/1/abc.xlsx'), readFileSync(source))).toBe(0);
  });
});
