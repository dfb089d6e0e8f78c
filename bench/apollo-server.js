/**
 * The floor of any answer through Apollo Server (bench/read.js, target `apollo`): the bare handler of
 * bench/bare-server.js — express, one JSON body parse, the same JWT, the member's four balances in
 * one mysql2 query, no ORM, no session check, no limits — with Apollo Server in the middle: a
 * three-type schema, Meridian's own HTTP face (server/src/app/graphql-http.ts), Apollo's request
 * pipeline with its parsed-document cache, graphql-js executing. What Meridian's read path adds above
 * this is ours; what this adds above the bare handler is Apollo's, which the product card fixes.
 *
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/db JWT_SECRET=... PORT=0 node bench/apollo-server.js
 */
const path = require('node:path');
process.env.SWC_NODE_PROJECT = path.join(__dirname, '../server/tsconfig.json');
require('@swc-node/register');
const express = require('express');
const mysql = require('mysql2/promise');
const { buildSchema, GraphQLError } = require('graphql');
const { ApolloServer } = require('@apollo/server');
const { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } = require('@apollo/server/plugin/disabled');
const { jwtVerify } = require(require.resolve('jose', { paths: [path.join(__dirname, '../server')] }));
const { graphqlHttpHandler } = require('../server/src/app/graphql-http');
const { money, WALLETS } = require('./wallet-figures');

const key = new TextEncoder().encode(process.env.JWT_SECRET);
const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 20, supportBigNumbers: true, bigNumberStrings: true });

const schema = buildSchema(`
  type Wallets { active: String! income: String! roi: String! compound: String! }
  type Member { wallets: Wallets! }
  type Query { me: Member! }
`);
const rootValue = {
  async me(_args, ctx) {
    const [rows] = await pool.query("SELECT type, balance FROM accounts WHERE owner_id = ? AND type IN ('ACTIVE', 'INCOME', 'ROI', 'COMPOUND')", [ctx.memberId]);
    const wallets = {};
    for (const r of rows) wallets[WALLETS[r.type]] = money(r.balance);
    return { wallets };
  },
};

async function main() {
  const apollo = new ApolloServer({
    schema,
    rootValue,
    includeStacktraceInErrorResponses: false,
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();
  const app = express();
  app.post(
    '/graphql',
    express.json(),
    graphqlHttpHandler(apollo, async (req) => {
      try {
        const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization || '')?.[1];
        const { payload } = await jwtVerify(token || '', key, { algorithms: ['HS256'] });
        return { memberId: Number(payload.sub) };
      } catch {
        throw new GraphQLError('Sign in', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
      }
    }),
  );
  const server = app.listen(Number(process.env.PORT || 0), '127.0.0.1', () => console.log(`ready ${server.address().port}`));
  process.on('SIGTERM', () => server.close(() => Promise.all([apollo.stop(), pool.end()]).then(() => process.exit(0))));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
