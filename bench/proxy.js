#!/usr/bin/env node
/**
 * A small HTTP load balancer for the benchmarks (bench/scale.js): each request goes to the next
 * upstream in turn over keep-alive connections (as nginx's upstream round robin does), with
 * X-Forwarded-For set. Its own process, so the load generator's event loop does not carry it.
 *
 *   node bench/proxy.js http://127.0.0.1:4001 http://127.0.0.1:4002   # prints `ready <port>`
 */
const http = require('node:http');

const upstreams = process.argv.slice(2).map((u) => new URL(u));
if (!upstreams.length) throw new Error('usage: proxy.js <upstream url> [<upstream url> ...]');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;
const server = http.createServer((req, res) => {
  const target = upstreams[next++ % upstreams.length];
  const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress };
  const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('bad gateway');
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT || 0), '127.0.0.1', () => console.log(`ready ${server.address().port}`));
process.on('SIGTERM', () => process.exit(0));
