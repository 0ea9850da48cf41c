import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from '../application/ports.js';
import { PoliciesError } from '../domain/errors.js';

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Clave de archivo inválida: ${key}`);
}

/** Files on the local disk under <DATA_DIR>/files (the default: no outside service needed). */
export class LocalDiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    checkKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, content: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, target);
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      throw new PoliciesError('NOT_FOUND', 'El archivo no existe.');
    }
  }

  async stream(key: string): Promise<NodeJS.ReadableStream> {
    const file = this.pathOf(key);
    try {
      await access(file);
    } catch {
      throw new PoliciesError('NOT_FOUND', 'El archivo no existe.');
    }
    return createReadStream(file);
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), through the official SDK. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    checkKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: content, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Buffer> {
    checkKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey')
        throw new PoliciesError('NOT_FOUND', 'El archivo no existe.');
      throw error;
    }
  }

  async stream(key: string): Promise<NodeJS.ReadableStream> {
    return Readable.from([await this.get(key)]);
  }
}
