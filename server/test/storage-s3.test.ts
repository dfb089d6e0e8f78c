/**
 * Files in object storage (issue 19 item 3): with STORAGE_DRIVER=s3 uploads go to an S3-compatible
 * bucket (here a local s3rver started by the test), so a deposit proof uploaded through one replica is
 * seen by an admin on another; private objects are served only through the app's access check; the
 * type is still sniffed by the server; nothing lands in UPLOAD_DIR; removals reach the bucket.
 * Two replicas share the database on MariaDB (TEST_DB=mysql); on SQLite one app plays both parts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Client, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { adminToken, registerMember, startTestApp, TestApp } from './harness';
import { files } from './money-helpers';
import { loadConfig } from '../src/config/config';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');
const BUCKET = 'meridian-test';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const readBody = (res: { on: (e: string, cb: (x?: Buffer) => void) => void }, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (x) => chunks.push(x!));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('STORAGE_DRIVER=s3 against a local S3 server', () => {
  let s3server: { close: () => Promise<void> };
  let s3dir: string;
  let endpoint: string;
  let s3: S3Client;
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let root: Awaited<ReturnType<typeof registerMember>>;

  const keys = async () => ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!).sort();

  beforeAll(async () => {
    s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-s3-'));
    s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET }] });
    const address = await (s3server as unknown as { run: () => Promise<{ port: number }> }).run();
    endpoint = `http://127.0.0.1:${address.port}`;
    s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
    const env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      RATE_LIMIT_DISABLED: '1',
    };
    a = await startTestApp(env);
    b = process.env.TEST_DB === 'mysql' ? await startTestApp({ ...env, DATABASE_URL: a.databaseUrl }) : a;
    admin = await adminToken(b);
    root = await registerMember(a);
  }, 60_000);

  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
    s3?.destroy();
    await s3server?.close();
    fs.rmSync(s3dir, { recursive: true, force: true });
  });

  test('a proof uploaded through one replica is in the bucket, served to its owner and to an admin on the other replica, to nobody else', async () => {
    const m = await registerMember(a, { sponsor: root.code });
    const other = await registerMember(a, { sponsor: root.code });
    const proof = files.png();
    // Sent as an opaque file: the server decides the type from the bytes.
    const res = await a.http().post('/api/v1/deposite/add').set('Authorization', `Bearer ${m.token}`).field('amount', '50').attach('image', proof, { filename: 'proof.bin', contentType: 'application/octet-stream' });
    expect(res.status).toBe(201);
    const name: string = res.body.deposit.image;
    expect(name).toMatch(/^deposits\/[0-9a-f]{32}\.png$/);
    expect(await keys()).toContain(name);
    const stored = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: name }));
    expect(stored.ContentType).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await stored.Body!.transformToByteArray()), proof)).toBe(0);
    // Nothing in the local folder.
    expect(fs.existsSync(path.join(a.running.services.config.uploadDir, 'deposits'))).toBe(false);

    const url = `/uploads/${name}`;
    const asAdmin = await b.http().get(url).set('Authorization', `Bearer ${admin}`).buffer(true).parse(readBody);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers['content-type']).toContain('image/png');
    expect(asAdmin.headers['x-content-type-options']).toBe('nosniff');
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(asAdmin.body, proof)).toBe(0);
    const asOwner = await b.http().get(url).set('Authorization', `Bearer ${m.token}`).buffer(true).parse(readBody);
    expect(asOwner.status).toBe(200);
    expect((await b.http().get(url).set('Authorization', `Bearer ${other.token}`)).status).toBe(404);
    expect((await b.http().get(url)).status).toBe(404);
  });

  test('a file that is not an image is refused before anything reaches the bucket', async () => {
    const m = await registerMember(a, { sponsor: root.code });
    const before = await keys();
    const res = await a.http().post('/api/v1/deposite/add').set('Authorization', `Bearer ${m.token}`).field('amount', '50').attach('image', files.text(), { filename: 'proof.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(await keys()).toEqual(before);
  });

  test('an object missing from the bucket is a 404, not a 500', async () => {
    const m = await registerMember(a, { sponsor: root.code });
    const res = await a.http().post('/api/v1/deposite/add').set('Authorization', `Bearer ${m.token}`).field('amount', '50').attach('image', files.jpeg(), 'p.jpg');
    const name: string = res.body.deposit.image;
    await a.running.services.uploads.removeFile(name);
    expect(await keys()).not.toContain(name);
    expect((await b.http().get(`/uploads/${name}`).set('Authorization', `Bearer ${admin}`)).status).toBe(404);
  });

  test('the sweep of unattached proofs removes them from the bucket', async () => {
    const m = await registerMember(a, { sponsor: root.code });
    const upload = await a.running.services.uploads.store('deposits', files.webp(), m.id, { private: true });
    expect(await keys()).toContain(upload.name);
    await a.running.services.uploads.sweepUnattached(new Date(Date.now() + 25 * 3_600_000));
    expect(await keys()).not.toContain(upload.name);
  });
});

describe('storage configuration', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-1234', DATABASE_URL: 'sqlite::memory:' };
  test('local by default; s3 needs a bucket, and the key id and secret come together', () => {
    expect(loadConfig(base).storageDriver).toBe('local');
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required when STORAGE_DRIVER=s3/);
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'x' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    const c = loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1' });
    expect(c.s3).toEqual({ endpoint: 'http://minio:9000', bucket: 'files', region: 'us-east-1', accessKeyId: undefined, secretAccessKey: undefined, forcePathStyle: true });
  });
});
