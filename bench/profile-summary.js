#!/usr/bin/env node
/**
 * Summarises a V8 .cpuprofile (from `node --cpu-prof`, e.g. BENCH_PROFILE=dir npm run bench:read):
 * self time by package / source area and the heaviest functions, so a change can be aimed.
 *
 *   node bench/profile-summary.js path/to/file.cpuprofile [top=25]
 */
const fs = require('node:fs');
const file = process.argv[2];
const top = Number(process.argv[3] || 25);
const p = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = p.timeDeltas;
for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i], (self.get(p.samples[i]) || 0) + (dt[i] || 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const area = (url) => {
  if (!url) return '(native/idle/gc)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node core';
  const s = /server\/src\/(.+?)\/[^/]+$/.exec(url);
  return s ? `server/${s[1]}` : url;
};
const areas = new Map();
const funcs = new Map();
for (const [id, t] of self) {
  const n = byId.get(id);
  const cf = n.callFrame;
  const a = cf.functionName === '(idle)' ? '(idle)' : cf.functionName === '(garbage collector)' ? '(gc)' : area(cf.url);
  areas.set(a, (areas.get(a) || 0) + t);
  const key = `${cf.functionName || '(anonymous)'} ${cf.url.replace(/^.*node_modules\//, '').replace(/^.*server\/src\//, 'server/')}:${cf.lineNumber + 1}`;
  funcs.set(key, (funcs.get(key) || 0) + t);
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
console.log(`total ${(total / 1e6).toFixed(1)} s sampled`);
console.log('\nself time by area:');
for (const [a, t] of [...areas].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`  ${pct(t)}  ${a}`);
console.log('\nheaviest functions (self):');
for (const [f, t] of [...funcs].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`  ${pct(t)}  ${f}`);
