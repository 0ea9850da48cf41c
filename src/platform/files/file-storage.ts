import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

/**
 * Where uploaded files live (receipts, tax documents, policy documents, bulk-load files): never in the
 * database. Keys are relative paths ('billing/receipts/2026-11/ab12….pdf'); the database keeps the key.
 */
export interface FileStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** Stores a file from the local disk (an upload written there) without reading it into memory. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The file's bytes; a NOT_FOUND AppError when the key holds nothing. */
  get(key: string): Promise<Buffer>;
  stream(key: string): Promise<NodeJS.ReadableStream>;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Clave de archivo inválida: ${key}`);
}

const missing = () => new AppError('NOT_FOUND', 'El archivo no existe.');

/** Files on the local disk under <DATA_DIR>/files (the default: no outside service needed). */
export class LocalDiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    checkKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, content: Buffer): Promise<void> {
    await this.writeThenRename(key, (temporary) => writeFile(temporary, content));
  }

  async putFile(key: string, sourcePath: string, _contentType?: string): Promise<void> {
    await this.writeThenRename(key, (temporary) => copyFile(sourcePath, temporary));
  }

  private async writeThenRename(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file. The temporary name is unique per call (two puts of
    // one key at once, e.g. the same upload twice, each rename their own whole copy; the last one stays).
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    const file = this.pathOf(key);
    try {
      return await readFile(file);
    } catch {
      throw missing();
    }
  }

  async stream(key: string): Promise<NodeJS.ReadableStream> {
    const file = this.pathOf(key);
    try {
      await access(file);
    } catch {
      throw missing();
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

  /**
   * Read whole, then put: a stream body makes the SDK send it aws-chunked with a trailing checksum, which not
   * every S3-compatible store takes (the test double does not). Like stream() below, the bucket path holds a
   * file in memory; the local disk (the default) does not.
   */
  async putFile(key: string, sourcePath: string, contentType: string): Promise<void> {
    await this.put(key, await readFile(sourcePath), contentType);
  }

  async get(key: string): Promise<Buffer> {
    checkKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') throw missing();
      throw error;
    }
  }

  async stream(key: string): Promise<NodeJS.ReadableStream> {
    return Readable.from([await this.get(key)]);
  }
}

/** The storage FILE_STORAGE selects: the local disk under <dataDir>/files, or an S3-compatible bucket. */
export function createFileStorage(config: Config, dataDir: string): FileStorage {
  if (config.FILE_STORAGE === 's3') {
    return new S3FileStorage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    });
  }
  return new LocalDiskFileStorage(path.join(dataDir, 'files'));
}
