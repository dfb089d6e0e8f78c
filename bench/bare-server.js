/**
 * The baseline of the read benchmark (bench/read.js): the least a server can do to answer
 * `{ me { wallets } }` — express, one JSON body parse, the same JWT verified with the same secret,
 * the member's four balances read with one mysql2 query, and the same JSON answer. No GraphQL, no
 * ORM, no session revocation check, no limits.
 *
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/db JWT_SECRET=... PORT=0 node bench/bare-server.js
 */
const express = require('express');
const mysql = require('mysql2/promise');
// The server's own jose (server/node_modules), so both verify with the same library and version.
const { jwtVerify } = require(require.resolve('jose', { paths: [require('node:path').join(__dirname, '../server')] }));
const { money, WALLETS } = require('./wallet-figures');

const key = new TextEncoder().encode(process.env.JWT_SECRET);
const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 20, supportBigNumbers: true, bigNumberStrings: true });
const app = express();
app.post('/graphql', express.json(), async (req, res) => {
  try {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization || '')?.[1];
    const { payload } = await jwtVerify(token || '', key, { algorithms: ['HS256'] });
    const [rows] = await pool.query("SELECT type, balance FROM accounts WHERE owner_id = ? AND type IN ('ACTIVE', 'INCOME', 'ROI', 'COMPOUND')", [Number(payload.sub)]);
    const wallets = {};
    for (const r of rows) wallets[WALLETS[r.type]] = money(r.balance);
    res.json({ data: { me: { wallets } } });
  } catch {
    res.status(401).json({ errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] });
  }
});

const server = app.listen(Number(process.env.PORT || 0), '127.0.0.1', () => {
  console.log(`ready ${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
