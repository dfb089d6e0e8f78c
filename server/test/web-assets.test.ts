import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { startTestApp, TestApp } from './harness';
import { isHashedAsset } from '../src/app/app';

/** The built web app as the server sends it: precompressed when accepted, hashed assets immutable. */
let t: TestApp;
const JS = 'export const answer = 42;\n'.repeat(200);
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const asset = path.join(dist, 'assets', 'index-Cry6VEIh.js');
  fs.writeFileSync(asset, JS);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(Buffer.from(JS)));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(Buffer.from(JS)));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ CLIENT_DIST: dist });
});
afterAll(async () => t?.close());

/** The bytes as sent (no client-side decompression) and the headers. */
function fetchRaw(url: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${t.url}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('a hashed asset: brotli when accepted, else gzip, else plain; cached for a year, immutable', async () => {
  const br = await fetchRaw('/assets/index-Cry6VEIh.js', 'gzip, deflate, br');
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(JS);
  expect(br.body.length).toBeLessThan(JS.length / 10);

  const gz = await fetchRaw('/assets/index-Cry6VEIh.js', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.body).toString()).toBe(JS);

  const plain = await fetchRaw('/assets/index-Cry6VEIh.js', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(JS);
});

test('index.html and unhashed files revalidate; client routes get index.html, not cached', async () => {
  for (const url of ['/', '/user/dashboard', '/index.html']) {
    const res = await t.http().get(url);
    expect([url, res.status, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    expect(res.text).toContain('<div id="root">');
  }
  const icon = await t.http().get('/favicon.svg');
  expect(icon.headers['cache-control']).toBe('no-cache');
  expect(isHashedAsset('/srv/dist/assets/index-Cry6VEIh.js.br')).toBe(true);
  expect(isHashedAsset('/srv/dist/assets/logo.svg')).toBe(false);
  expect(isHashedAsset('/srv/dist/index.html')).toBe(false);
});
