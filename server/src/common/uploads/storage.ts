import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';

/**
 * Where uploaded files live (STORAGE_DRIVER): `local`, a folder (UPLOAD_DIR) on this machine, or
 * `s3`, a bucket on any S3-compatible store (AWS, MinIO, ...), so that every replica reads what any
 * replica stored. Objects are named `<area>/<32 hex>.<ext>` (the uploads table's `name`) and are
 * never public: the bucket needs no public access, since every file is served by the app's own route
 * (/uploads/...), which checks who may see a private one (deposit proofs) before streaming it.
 */
export interface FileStorage {
  put(name: string, data: Buffer, mime: string): Promise<void>;
  /** The object's bytes as a stream; null when it does not exist. */
  get(name: string): Promise<Readable | null>;
  /** Removes the object (nothing when it does not exist). */
  remove(name: string): Promise<void>;
}

/** A folder: `<dir>/<area>/<file>` (temp file, then rename). */
export class LocalStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async put(name: string, data: Buffer): Promise<void> {
    const target = path.join(this.dir, name);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, data);
    await fs.promises.rename(tmp, target);
  }

  async get(name: string): Promise<Readable | null> {
    const file = path.join(this.dir, name);
    try {
      const handle = await fs.promises.open(file, 'r');
      return handle.createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    await fs.promises.rm(path.join(this.dir, name), { force: true });
  }
}

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addresses (`<endpoint>/<bucket>/<key>`), as MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
}

/** A bucket through @aws-sdk/client-s3 (credentials from the settings, else the SDK's usual chain). */
export class S3Storage implements FileStorage {
  private client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | null = null;
  constructor(private readonly settings: S3Settings) {}

  /** The SDK is loaded on first use (a local-storage process never loads it). */
  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = this.settings;
      const s3 = new sdk.S3Client({
        endpoint,
        region,
        forcePathStyle,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        // Checksums only where S3 requires them: S3-compatible stores differ in the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { s3, sdk };
    });
    return this.client;
  }

  async put(name: string, data: Buffer, mime: string): Promise<void> {
    const { s3, sdk } = await this.connect();
    await s3.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: name, Body: data, ContentType: mime, ContentLength: data.length }));
  }

  async get(name: string): Promise<Readable | null> {
    const { s3, sdk } = await this.connect();
    try {
      const res = await s3.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      return res.Body as Readable;
    } catch (err) {
      if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === 'NotFound' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    const { s3, sdk } = await this.connect();
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: name }));
  }
}

export function createStorage(config: { storageDriver: 'local' | 's3'; uploadDir: string; s3?: S3Settings }): FileStorage {
  if (config.storageDriver === 's3') return new S3Storage(config.s3!);
  return new LocalStorage(config.uploadDir);
}
