/**
 * After `vite build`: writes a brotli (.br) and a gzip (.gz) sibling of every text asset in dist/
 * (Node's zlib, highest levels), so the server sends them as they are instead of compressing on
 * every request. Prints the raw and compressed totals.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|wasm|ttf)$/;
let raw = 0;
let br = 0;
let gz = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (TEXT.test(entry.name) && !entry.name.endsWith('.map')) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      const b = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
      const g = zlib.gzipSync(data, { level: 9 });
      fs.writeFileSync(`${file}.br`, b);
      fs.writeFileSync(`${file}.gz`, g);
      raw += data.length;
      br += b.length;
      gz += g.length;
    }
  }
}
walk(dist);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed dist/: ${kb(raw)} -> brotli ${kb(br)}, gzip ${kb(gz)}`);
