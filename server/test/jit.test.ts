/**
 * Known operations compiled once (issue 22 item 1), through the real HTTP server with real data.
 * The web app's manifest is built from client/src (as the client build writes it); a seeding server
 * makes members, a sponsor line, deposits, credits, investments, a ticket; the database is then
 * copied twice and two servers run on the copies, one compiling the trusted documents (graphql-jit),
 * one with GRAPHQL_JIT=0 (graphql-js only). Every trusted query is sent to both by anonymous
 * callers, a member and the owner, every trusted mutation after that in the same order (so both
 * databases go through the same changes), then every query again: the answers (status, data,
 * errors, `extensions.cost`) are the same. An unknown document takes the ordinary path with its
 * limits; refusals, faults and their masking are the same under the compiled path.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { GraphQLInputType, GraphQLSchema, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, Kind, OperationDefinitionNode, parse, typeFromAST } from 'graphql';
import { adminToken, registerMember, startTestApp, TestApp } from './harness';
import { TrustedDocument, TrustedDocuments } from '../src/app/trusted-documents';

jest.setTimeout(600_000);

const ROOT = path.resolve(__dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-jit-'));
const MANIFEST = path.join(dir, 'persisted-query-manifest.json');

// Budgets on (every answer charged, `extensions.cost` compared), far from reached.
const ENV = {
  TRUSTED_DOCUMENTS_MANIFEST: MANIFEST,
  READ_LIMIT_PER_MINUTE: '100000000',
  GRAPHQL_COST_PER_MINUTE: '10000000',
  GRAPHQL_SESSION_COST_PER_MINUTE: '10000000',
  GRAPHQL_STAFF_COST_PER_MINUTE: '10000000',
};

let documents: TrustedDocument[] = [];
let seed: TestApp;
let jit: TestApp;
let plain: TestApp;
const copies: Array<() => Promise<void>> = [];
const who: Record<'anonymous' | 'member' | 'owner', { token?: string; email: string; id: number }> = {
  anonymous: { email: 'nobody@example.com', id: 1 },
  member: { email: '', id: 0 },
  owner: { email: 'admin@test.local', id: 1 },
};

type Answer = { status: number; body: { data?: unknown; errors?: Array<{ message: string; path?: unknown; extensions?: Record<string, unknown> }>; extensions?: Record<string, any> } };

async function send(t: TestApp, doc: TrustedDocument, variables: Record<string, unknown>, token?: string): Promise<Answer> {
  const req = t.http().post('/graphql').set('Content-Type', 'application/json');
  if (token) req.set('Authorization', `Bearer ${token}`);
  // As the web app sends it: the id only.
  const res = await req.send({ operationName: doc.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: doc.id } } });
  return { status: res.status, body: res.body };
}

/** A copy of the seeded database (SQLite: VACUUM INTO; MySQL/MariaDB: a new database, table by table). */
async function copyDatabase(from: TestApp, name: string): Promise<string> {
  if (from.engine === 'sqlite') {
    const file = path.join(dir, `${name}.db`);
    await from.db.manager.query(`VACUUM INTO '${file}'`);
    return `sqlite:${file}`;
  }
  const url = new URL(from.databaseUrl);
  const source = url.pathname.slice(1);
  const target = `${source}_${name}`;
  const conn = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password), multipleStatements: true });
  await conn.query(`CREATE DATABASE \`${target}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const [tables] = (await conn.query('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = ?', [source, 'BASE TABLE'])) as unknown as [Array<{ name: string }>];
  await conn.query('SET FOREIGN_KEY_CHECKS = 0');
  for (const { name: table } of tables) {
    await conn.query(`CREATE TABLE \`${target}\`.\`${table}\` LIKE \`${source}\`.\`${table}\``);
    await conn.query(`INSERT INTO \`${target}\`.\`${table}\` SELECT * FROM \`${source}\`.\`${table}\``);
  }
  await conn.end();
  copies.push(async () => {
    const c = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
    await c.query(`DROP DATABASE IF EXISTS \`${target}\``);
    await c.end();
  });
  url.pathname = `/${target}`;
  return url.toString();
}

const today = new Date().toISOString().slice(0, 10);

/** A value for a variable of `type`, by its name where the name says what it is (ids, pages, dates, emails). */
function valueFor(type: GraphQLInputType, name: string, caller: keyof typeof who, depth = 0): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, name, caller, depth);
  if (isListType(type)) return [valueFor(type.ofType, name, caller, depth)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const input: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      // Required fields, and the amounts and ids that make an input do something.
      if ((isNonNullType(field.type) && field.defaultValue === undefined) || (depth < 2 && /amount|id$/i.test(field.name))) input[field.name] = valueFor(field.type, field.name, caller, depth + 1);
    }
    return input;
  }
  if (!isScalarType(type)) return null;
  const n = name.toLowerCase();
  switch (type.name) {
    case 'Int':
      if (n === 'page') return 1;
      if (/pagesize|limit|first|take/.test(n)) return 10;
      if (n === 'year') return Number(today.slice(0, 4));
      if (n === 'month') return Number(today.slice(5, 7));
      if (/memberid|userid/.test(n)) return who.member.id;
      if (/days/.test(n)) return 7;
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'ID':
      return '1';
    case 'Money':
      return '10';
    case 'DateTimeISO':
      return new Date().toISOString();
    default:
      if (/date|day|from|to$|since|until/.test(n)) return today;
      if (/email/.test(n)) return who[caller].email;
      if (/password/.test(n)) return 'password123';
      if (/otp|code/.test(n)) return '123456';
      if (/search|query|name|username|ref/.test(n)) return 'Test';
      if (/address/.test(n)) return '0x' + '1'.repeat(40);
      if (/hash/.test(n)) return '0x' + 'a'.repeat(64);
      if (/url/.test(n)) return 'https://example.com/hook';
      return 'Test value';
  }
}

function variablesFor(schema: GraphQLSchema, doc: TrustedDocument, caller: keyof typeof who): Record<string, unknown> {
  const operation = parse(doc.body).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
    if (!type || (!isNonNullType(type) && definition.defaultValue === undefined && !/page|size/i.test(definition.variable.name.value))) continue;
    variables[definition.variable.name.value] = valueFor(type, definition.variable.name.value, caller);
  }
  return variables;
}

/**
 * The answer as compared: `extensions.cost` by what was charged (the buckets refill with the clock),
 * and, for answers after mutations ran on both databases, instants and random secrets (each server made its own).
 */
function comparable(answer: Answer, stamped: boolean): unknown {
  const { extensions, ...body } = answer.body;
  const cost = extensions?.cost ? { requested: extensions.cost.requested } : undefined;
  // Each request's own id (request-id.ts) aside.
  const errors = body.errors?.map(({ extensions: { requestId: _id, ...ext } = {}, ...e }) => ({ ...e, extensions: ext }));
  let text = JSON.stringify({ status: answer.status, ...body, ...(errors ? { errors } : {}), cost });
  // Random secrets (a TOTP enrolment's) and a session's expiry in milliseconds are each server's own too.
  if (stamped) {
    text = text
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<instant>')
      .replace(/("secret":"|secret=)[A-Z2-7]+/g, '$1<secret>')
      .replace(/"expireAt":\d+/g, '"expireAt":"<instant>"');
  }
  return JSON.parse(text);
}

const CALLERS = ['anonymous', 'member', 'owner'] as const;
const mismatches: string[] = [];

async function compareBothWays(doc: TrustedDocument, caller: (typeof CALLERS)[number], stamped: boolean) {
  const variables = variablesFor(jit.running.schema, doc, caller);
  const compiledBefore = jit.running.compiledDocuments!.counts.compiled;
  const a = await send(jit, doc, variables, who[caller].token);
  const b = await send(plain, doc, variables, who[caller].token);
  const left = comparable(a, stamped);
  const right = comparable(b, stamped);
  if (JSON.stringify(left) !== JSON.stringify(right)) mismatches.push(`${doc.name} as ${caller}:\n  jit:   ${JSON.stringify(left).slice(0, 600)}\n  plain: ${JSON.stringify(right).slice(0, 600)}`);
  return { answer: a, compiled: jit.running.compiledDocuments!.counts.compiled > compiledBefore };
}

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(ROOT, 'client/scripts/persisted-queries.mjs'), '--out', MANIFEST], { cwd: path.join(ROOT, 'client'), stdio: 'pipe' });
  documents = TrustedDocuments.parseManifest(fs.readFileSync(MANIFEST, 'utf8'));

  // Real data, made as members and staff make it (REST and the web app's own mutations).
  seed = await startTestApp({ RATE_LIMIT_DISABLED: '1', TRUSTED_DOCUMENTS_MANIFEST: MANIFEST });
  const admin = await adminToken(seed);
  const root = await registerMember(seed);
  const member = await registerMember(seed, { sponsor: root.code });
  const downline = await registerMember(seed, { sponsor: member.code });
  await registerMember(seed, { sponsor: downline.code });
  for (const m of [root, member, downline]) {
    const created = await seed.http().post('/api/v1/deposite/add').set('Authorization', `Bearer ${m.token}`).send({ amount: 500, hash: '0x' + crypto.randomBytes(32).toString('hex') });
    expect(created.status).toBe(201);
    const done = await seed.http().put(`/api/v1/deposite/${created.body.deposit.id}`).set('Authorization', `Bearer ${admin}`).send({ status: 'complete' });
    expect(done.status).toBe(200);
  }
  const pending = await seed.http().post('/api/v1/deposite/add').set('Authorization', `Bearer ${member.token}`).send({ amount: 75, hash: '0x' + crypto.randomBytes(32).toString('hex') });
  expect(pending.status).toBe(201);
  const byName = new Map(documents.map((d) => [d.name, d]));
  const run = async (name: string, variables: Record<string, unknown>, token: string) => {
    const r = await send(seed, byName.get(name)!, variables, token);
    if (r.body.errors) throw new Error(`${name}: ${JSON.stringify(r.body.errors)}`);
    return r.body.data as Record<string, any>;
  };
  const { plans } = (await run('PublicPlans', {}, member.token)) as { plans: Array<{ id: number; minAmount: string; isActive: boolean }> };
  const plan = plans.find((p) => p.isActive)!;
  for (const m of [root, member, downline]) await run('TopUp', { input: { planId: plan.id, amount: String(Math.max(Number(plan.minAmount), 100)) } }, m.token);
  await run('createTicket', { input: { subject: 'Withdrawal question', description: 'When does my withdrawal arrive?', category: 'Deposit' } }, member.token);
  who.member = { token: member.token, email: member.email, id: member.id };
  who.owner.token = admin;

  const jitUrl = await copyDatabase(seed, 'jit');
  const plainUrl = await copyDatabase(seed, 'plain');
  jit = await startTestApp({ ...ENV, DATABASE_URL: jitUrl });
  plain = await startTestApp({ ...ENV, DATABASE_URL: plainUrl, GRAPHQL_JIT: '0' });
});

afterAll(async () => {
  await jit?.close();
  await plain?.close();
  await seed?.close();
  for (const drop of copies) await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('every query and mutation of the manifest is compiled at start; GRAPHQL_JIT=0 compiles nothing', () => {
  const compiled = jit.running.compiledDocuments!;
  const executable = documents.filter((d) => d.type !== 'subscription');
  expect(executable.length).toBeGreaterThan(100);
  expect(executable.filter((d) => !compiled.get(d.id)).map((d) => d.name)).toEqual([]);
  expect(documents.filter((d) => d.type === 'subscription').every((d) => !compiled.get(d.id))).toBe(true);
  expect(plain.running.compiledDocuments).toBeNull();
});

const byName = (name: string) => documents.find((d) => d.name === name)!;

/** Runs `work` and says which path answered on the compiled server. */
async function pathTaken(work: () => Promise<unknown>): Promise<'compiled' | 'ordinary' | 'none'> {
  const counts = { ...jit.running.compiledDocuments!.counts };
  await work();
  const now = jit.running.compiledDocuments!.counts;
  return now.compiled > counts.compiled ? 'compiled' : now.ordinary > counts.ordinary ? 'ordinary' : 'none';
}

describe('the compiled path keeps the checks and the errors', () => {
  test('a trusted document runs compiled, by id and by its text; an unknown document runs through graphql-js', async () => {
    const doc = byName('MyWallets');
    let byId: Answer | undefined;
    expect(await pathTaken(async () => (byId = await send(jit, doc, {}, who.member.token)))).toBe('compiled');
    expect(byId!.body.data).toMatchObject({ me: { id: who.member.id, wallets: { __typename: 'Wallets' } } });
    expect(byId!.body.extensions?.cost.requested).toBeGreaterThan(0);
    // The same text sent as text: the same SHA-256, the same prepared document.
    expect(await pathTaken(() => jit.gql(doc.body, {}, who.member.token))).toBe('compiled');
    let unknown: Awaited<ReturnType<TestApp['gql']>> | undefined;
    expect(await pathTaken(async () => (unknown = await jit.gql('{ me { id wallets { active } } }', {}, who.member.token)))).toBe('ordinary');
    expect(unknown!.data).toEqual({ me: { id: who.member.id, wallets: { active: expect.any(String) } } });
  });

  test("an unknown document keeps the ordinary path's limits (depth, cost, paging), refused before anything runs", async () => {
    const tooDeep = `{ __schema { types { fields { type { ${'ofType { '.repeat(14)}name${' }'.repeat(14)} } } } } }`;
    const page = (alias: string) => `${alias}: members(page: 1, pageSize: 100) { items { id username fullname email wallets { active income roi compound } } }`;
    const tooCostly = `{ ${['a', 'b', 'c', 'd', 'e', 'f'].map(page).join(' ')} }`;
    const tooLarge = '{ myInvestments(page: 1, pageSize: 1000) { total } }';
    for (const [query, message] of [
      [tooDeep, /nested deeper than 15/],
      [tooCostly, /Query cost limit of 15000 exceeded/],
      [tooLarge, /pageSize/],
    ] as const) {
      const before = { ...jit.running.compiledDocuments!.counts };
      const [a, b] = [await jit.gql(query, {}, who.owner.token), await plain.gql(query, {}, who.owner.token)];
      expect(a.status).toBe(400);
      expect(a.errors?.[0].message).toMatch(message);
      expect(a.data).toBeUndefined();
      expect(jit.running.compiledDocuments!.counts).toEqual(before);
      expect([b.status, b.errors?.map((e) => [e.message, e.extensions?.code])]).toEqual([a.status, a.errors?.map((e) => [e.message, e.extensions?.code])]);
    }
  });

  test('variables a compiled operation refuses get the ordinary answer (BAD_USER_INPUT, 400)', async () => {
    const doc = byName('MyInvestments');
    const bad = { page: 'one', pageSize: 10 };
    const [a, b] = [await send(jit, doc, bad, who.member.token), await send(plain, doc, bad, who.member.token)];
    expect(a.status).toBe(400);
    expect(a.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(comparable(a, false)).toEqual(comparable(b, false));
    // Out of range: the argument check before execution, the same on both.
    const big = { page: 1, pageSize: 1000 };
    const [c, d] = [await send(jit, doc, big, who.member.token), await send(plain, doc, big, who.member.token)];
    expect(c.status).toBe(400);
    expect(comparable(c, false)).toEqual(comparable(d, false));
  });

  test('refusals under the compiled path: the same code, message and masking as graphql-js', async () => {
    // A member calling staff's query (@Authorized in the resolver, which the compiled function calls).
    const staffOnly = byName('AdminMembers');
    let forbidden: Answer | undefined;
    expect(await pathTaken(async () => (forbidden = await send(jit, staffOnly, variablesFor(jit.running.schema, staffOnly, 'member'), who.member.token)))).toBe('compiled');
    expect(forbidden!.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(comparable(forbidden!, false)).toEqual(comparable(await send(plain, staffOnly, variablesFor(plain.running.schema, staffOnly, 'member'), who.member.token), false));
    // No session at all.
    const dashboard = byName('MyDashboard');
    const anonymous = await send(jit, dashboard, {}, undefined);
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(comparable(anonymous, false)).toEqual(comparable(await send(plain, dashboard, {}, undefined), false));
    // A fault inside a resolver: masked, on both.
    const faults = [jit, plain].map((t) => {
      const figure = t.running.services.ledgerReads.walletFigure;
      const empty = figure.empty;
      figure.empty = () => {
        throw new Error('wallet figures exploded (test)');
      };
      return () => (figure.empty = empty);
    });
    try {
      const [a, b] = [await send(jit, dashboard, {}, who.member.token), await send(plain, dashboard, {}, who.member.token)];
      expect(a.body.errors?.[0]).toMatchObject({ message: 'Something went wrong', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      expect(JSON.stringify(a.body)).not.toContain('exploded');
      expect(comparable(a, false)).toEqual(comparable(b, false));
    } finally {
      faults.forEach((restore) => restore());
    }
  });
});

test('every trusted query, mutation and query again gives the same answer both ways, for every caller', async () => {
  const queries = documents.filter((d) => d.type === 'query');
  // Mutations that end sessions or change credentials last: the others, and the queries again, run with the callers' sessions.
  const ending = /^(signOut|signOutAdmin|AdminChangePassword|resetPassword|ChangeMyEmail|AdminDeleteMember|AdminSetMemberStatus|DeactivateStaff|RevokeApiToken)$/;
  const mutations = documents.filter((d) => d.type === 'mutation');
  let compiledRuns = 0;
  let withData = 0;
  const runAll = async (docs: TrustedDocument[], stamped: boolean) => {
    for (const doc of docs) {
      for (const caller of CALLERS) {
        const { answer, compiled } = await compareBothWays(doc, caller, stamped);
        if (compiled) compiledRuns++;
        if (doc.type === 'query' && answer.body.data && Object.values(answer.body.data as object).some((v) => v !== null)) withData++;
      }
    }
  };
  await runAll(queries, false);
  await runAll(mutations.filter((d) => !ending.test(d.name)), true);
  // After the same changes on both databases: the same answers again.
  await runAll(queries, true);
  await runAll(mutations.filter((d) => ending.test(d.name)), true);
  expect(mismatches).toEqual([]);
  console.log(`compared ${queries.length * 2 + mutations.length} documents x ${CALLERS.length} callers: ${compiledRuns} answered by compiled functions, ${withData} query answers with data`);
  // The compiled path answered (not only refusals before execution), with data for most queries.
  expect(compiledRuns).toBeGreaterThan(queries.length * 2);
  expect(withData).toBeGreaterThan(queries.length * 2);
  expect(plain.running.compiledDocuments).toBeNull();
});
