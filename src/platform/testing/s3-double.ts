import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Double {
  server: Server;
  url: string;
  /** Objects by '/<bucket>/<key>' (path style). */
  objects: Map<string, { body: Buffer; type: string }>;
  close(): Promise<void>;
}

/**
 * A local HTTP double of the two S3 calls the FileStorage makes (path-style PUT and GET object, NoSuchKey as
 * S3 answers it), for tests that run the real @aws-sdk/client-s3 against it.
 */
export function startS3Double(): Promise<S3Double> {
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
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        objects,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

/** The configuration that points the FileStorage at the double. */
export const s3DoubleConfig = (double: S3Double, bucket: string) => ({
  FILE_STORAGE: 's3',
  S3_BUCKET: bucket,
  S3_ENDPOINT: double.url,
  S3_ACCESS_KEY_ID: 'test',
  S3_SECRET_ACCESS_KEY: 'test-secret',
  S3_FORCE_PATH_STYLE: 'true',
});
