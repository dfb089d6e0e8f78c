/**
 * Issue 17, item 6: the smaller findings of an attacker's probe, each through the real HTTP server.
 * a. the GraphQL cost limit counts list sizes; b. negative or huge paging arguments are 400;
 * c. CSV exports refuse filters they lack; d. amounts with surrounding spaces are refused;
 * e. date ranges on reads are at most 366 days; f. a non-JSON body to /graphql gets GraphQL's error
 * shape; g. a cookie-authenticated mutation from a foreign Origin is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { buildSchema, DefinitionNode, DocumentNode, FragmentDefinitionNode, Kind, parse, print, validate, visit } from 'graphql';
import { checkOperationArguments, GRAPHQL_LIMITS, graphqlProtection, operationCost, parseLimited } from '../src/app/graphql-security';
import { MAX_PAGE_SIZE } from '../src/common/pagination';
import { api, bearer, expectError, Member, newMember, txHash, useMoneyApp } from './money-helpers';

jest.setTimeout(120_000);

const c = useMoneyApp();
let member: Member;
beforeAll(async () => {
  member = await newMember(c);
});

/** A GraphQL call through the real server: status, errors and data. */
async function gql(query: string, variables: Record<string, unknown> = {}, token?: string, headers: Record<string, string> = {}) {
  const req = c.t.http().post('/graphql').set('Content-Type', 'application/json');
  if (token) req.set('Authorization', `Bearer ${token}`);
  for (const [k, v] of Object.entries(headers)) req.set(k, v);
  const res = await req.send({ query, variables });
  return { status: res.status, body: res.body, errors: res.body?.errors as Array<{ message: string; extensions?: { code?: string } }> | undefined, data: res.body?.data };
}

function expectBadInput(res: { status: number; errors?: Array<{ message: string; extensions?: { code?: string } }> }, message?: RegExp) {
  expect({ status: res.status, code: res.errors?.[0]?.extensions?.code }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
  if (message) expect(res.errors?.[0]?.message).toMatch(message);
}

const MEMBER_FIELDS = 'id username email fullname phone status createdAt sponsor { id username } wallets { active income roi compound } totals { totalDeposit totalWithdrawal totalEarning roiIncome levelIncome directIncome }';

/** Every operation of the web app, each printed with the fragments it uses. */
function clientOperations() {
  const root = path.join(__dirname, '../../client/src');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
      if (f.isDirectory()) walk(path.join(dir, f.name));
      else if (f.name.endsWith('.graphql')) files.push(path.join(dir, f.name));
    }
  };
  walk(root);
  const definitions: DefinitionNode[] = files.flatMap((f) => parse(fs.readFileSync(f, 'utf8')).definitions);
  const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  return definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((op) => {
      const used = new Map<string, FragmentDefinitionNode>();
      const collect = (node: DefinitionNode) =>
        visit(node, {
          FragmentSpread(spread) {
            const f = fragments.get(spread.name.value);
            if (f && !used.has(f.name.value)) {
              used.set(f.name.value, f);
              collect(f);
            }
          },
        });
      collect(op);
      return { name: (op as { name?: { value: string } }).name?.value, text: print({ kind: Kind.DOCUMENT, definitions: [op, ...used.values()] } as DocumentNode) };
    });
}

describe('a. the cost limit counts list sizes', () => {
  test('three pages of 100 members are refused, though armor (no list sizes) counted them cheap; pages of 10 pass', async () => {
    const query = (size: number) => `{ ${[1, 2, 3].map((i) => `q${i}: members(pageSize: ${size}) { total items { ${MEMBER_FIELDS} } }`).join(' ')} }`;
    const refused = await gql(query(100), {}, c.admin);
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.message).toMatch(/cost limit of 15000 exceeded/i);
    const ok = await gql(query(10), {}, c.admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.status).toBe(200);
  });

  test('a size sent as a variable is counted with its value (checked once the variables are known)', async () => {
    const query = `query($n: Int!) { ${[1, 2, 3].map((i) => `q${i}: members(pageSize: $n) { total items { ${MEMBER_FIELDS} } }`).join(' ')} }`;
    const refused = await gql(query, { n: 100 }, c.admin);
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.message).toMatch(/cost limit/i);
    expect((await gql(query, { n: 5 }, c.admin)).status).toBe(200);
  });

  test('`limit`, `take` and `first`-style arguments multiply their children as `pageSize` does', () => {
    const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
    const cost = (q: string, variables?: Record<string, unknown>) => {
      const op = parse(q).definitions[0] as never;
      return operationCost(schema, op, () => undefined, variables);
    };
    const trades = (n: number) => cost(`{ myTrades(limit: ${n}) { id day pair price amount tradedAt } }`);
    expect(trades(50)).toBeCloseTo(trades(1) * 50);
    // The schema's default (myTrades: 5) when the argument is left out, the value sent when it is a variable.
    expect(cost('{ myTrades { id } }')).toBeCloseTo(cost('{ myTrades(limit: 1) { id } }') * 5);
    expect(cost('query($n: Int!) { myTrades(limit: $n) { id } }', { n: 40 })).toBeCloseTo(cost('{ myTrades(limit: 40) { id } }'));
    const direct = (n: number) => cost(`{ directMembers(take: ${n}) { items { id username } } }`);
    expect(direct(100)).toBeCloseTo(direct(1) * 100);
    expect(cost('{ dailyRuns(limit: 60) { day } }')).toBeCloseTo(cost('{ dailyRuns(limit: 1) { day } }') * 60);
  });

  test('every web app operation passes the rules, even with each list size at its largest', () => {
    const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
    const { validationRules } = graphqlProtection();
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(20);
    for (const { name, text } of operations) {
      const document = parseLimited(text);
      const errors = validate(schema, document, validationRules);
      expect({ name, errors: errors.map((e) => e.message) }).toEqual({ name, errors: [] });
      const op = document.definitions[0] as never as { variableDefinitions?: Array<{ variable: { name: { value: string } } }> };
      // Every Int variable at the largest page (sizes) and page 1 (page numbers): the worst the app can ask.
      const largest: Record<string, unknown> = {};
      for (const v of op.variableDefinitions ?? []) largest[v.variable.name.value] = v.variable.name.value === 'page' ? 1 : MAX_PAGE_SIZE;
      const cost = operationCost(schema, document.definitions[0] as never, (f) => document.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === f), largest);
      expect({ name, withinLimit: cost <= GRAPHQL_LIMITS.cost }).toEqual({ name, withinLimit: true });
    }
  });

  test('the WebSocket uses the same check (a subscription cannot ask for a bad page either)', () => {
    const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
    const document = parse('query($n: Int!) { myTrades(limit: $n) { id } }');
    const op = document.definitions[0] as never;
    expect(checkOperationArguments(schema, document, op, { n: 5 })).toBeNull();
    expect(checkOperationArguments(schema, document, op, { n: -1 })?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('b. negative or huge paging arguments are 400', () => {
  test('myTrades(limit: -1), 0 and huge are refused; 5 and 100 answer', async () => {
    for (const limit of [-1, 0, 101, 1_000_000, 2_147_483_647]) {
      expectBadInput(await gql(`{ myTrades(limit: ${limit}) { id } }`, {}, member.token), /limit must be between 1 and 100/);
      expectBadInput(await gql('query($n: Int!) { myTrades(limit: $n) { id } }', { n: limit }, member.token), /limit/);
    }
    for (const limit of [5, 100]) {
      const ok = await gql(`{ myTrades(limit: ${limit}) { id } }`, {}, member.token);
      expect({ status: ok.status, errors: ok.errors }).toEqual({ status: 200, errors: undefined });
    }
  });

  test('page and pageSize of any list, literals, variables and input objects alike', async () => {
    expectBadInput(await gql('{ myDeposits(pageSize: -5) { total } }', {}, member.token), /pageSize/);
    expectBadInput(await gql('{ myDeposits(pageSize: 1000000) { total } }', {}, member.token), /pageSize/);
    expectBadInput(await gql('{ myDeposits(page: -1) { total } }', {}, member.token), /page must be/);
    expectBadInput(await gql('{ myDeposits(page: 2000000000) { total } }', {}, member.token), /page must be/);
    expectBadInput(await gql('query($p: Int!) { myTransfers(page: 1, pageSize: $p) { total } }', { p: -1 }, member.token), /pageSize/);
    expectBadInput(await gql('query($f: JournalFilterInput) { transactions(filter: $f) { total } }', { f: { pageSize: -1 } }, member.token), /pageSize/);
    expectBadInput(await gql('{ transactions(filter: { page: 0 }) { total } }', {}, member.token), /page must be/);
    expectBadInput(await gql('{ directMembers(take: -3) { items { id } } }', {}, member.token), /take/);
    expectBadInput(await gql('{ members(pageSize: 5000) { total } }', {}, c.admin), /pageSize/);
    expectBadInput(await gql('{ dailyRuns(limit: -1) { day } }', {}, c.admin), /limit/);
    const ok = await gql('{ myDeposits(page: 2, pageSize: 100) { total page pageSize } }', {}, member.token);
    expect(ok.data?.myDeposits).toEqual({ total: 0, page: 2, pageSize: 100 });
  });

  test('REST lists keep their 400s for the same values', async () => {
    for (const q of ['limit=-1', 'limit=0', 'limit=1000000', 'page=-1', 'page=99999999999']) {
      expectError(await api(c.t, 'get', `users/list?${q}`, c.admin), 400, undefined, 'BAD_USER_INPUT');
    }
  });
});

describe('c. CSV export refuses filters the table lacks', () => {
  test('an unknown filter is a 400 naming the filters the table has', async () => {
    const res = await api(c.t, 'get', 'export/ledger?email=a@b.co', c.admin);
    expectError(res, 400, "Unknown filter 'email' for the ledger export: it filters by from, to, memberId, kind", 'BAD_USER_INPUT');
    expectError(await api(c.t, 'get', 'export/news?search=x', c.admin), 400, "Unknown filter 'search' for the news export: it filters by from, to");
    expectError(await api(c.t, 'get', 'export/qr?page=2', c.admin), 400, /Unknown filter 'page' for the qr export/);
    expectError(await api(c.t, 'get', `export/statement?memberId=${member.id}&status=complete`, c.admin), 400, "Unknown filter 'status' for the statement export: it filters by memberId, wallet, kinds, from, to");
  });

  test('a shared filter the table lacks keeps its 400; the filters it has answer the CSV', async () => {
    expectError(await api(c.t, 'get', 'export/news?memberId=3', c.admin), 400, 'This table has no member filter');
    expectError(await api(c.t, 'get', 'export/news?status=open', c.admin), 400, 'This table has no status filter');
    const ok = await api(c.t, 'get', `export/ledger?memberId=${member.id}&kind=DEPOSIT&member_id=${member.id}`, c.admin);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/text\/csv/);
    expect((await api(c.t, 'get', `export/statement?memberId=${member.id}&wallet=ACTIVE`, c.admin)).status).toBe(200);
  });
});

describe('d. amounts with surrounding spaces are refused', () => {
  test('REST: " 10 ", "10 " and " 10" are malformed amounts; "10" is taken', async () => {
    for (const amount of [' 10 ', '10 ', ' 10', '\t10', '10\n']) {
      expectError(await api(c.t, 'post', 'deposite/add', member.token).send({ amount, hash: txHash() }), 400, 'Invalid amount', 'BAD_USER_INPUT');
    }
    expect((await api(c.t, 'post', 'deposite/add', member.token).send({ amount: '10', hash: txHash() })).status).toBe(201);
  });

  test('GraphQL: a Money variable or literal with spaces is refused before anything runs', async () => {
    const create = 'mutation($a: Money!, $h: String!) { createDeposit(input: { amount: $a, hash: $h }) { id amount } }';
    for (const amount of [' 10 ', '10 ', ' 10']) {
      const res = await gql(create, { a: amount, h: txHash() }, member.token);
      expect({ status: res.status, code: res.errors?.[0]?.extensions?.code }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
      expect(res.errors?.[0]?.message).toMatch(/Money must be a positive decimal/);
    }
    const literal = await gql(`mutation { createDeposit(input: { amount: " 10 ", hash: "${txHash()}" }) { id } }`, {}, member.token);
    expect(literal.status).toBe(400);
    const ok = await gql(create, { a: '10', h: txHash() }, member.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.createDeposit.amount).toBe('10.00');
  });
});

describe('e. date ranges on reads are at most 366 days', () => {
  const long = { from: '2024-01-01', to: '2025-01-03' }; // 368 days apart
  const year = { from: '2025-01-01', to: '2026-01-02' }; // 366 days apart: the most

  test('reports and the audit log', async () => {
    expectBadInput(await gql('query($f: ReportFilterInput) { report(filter: $f) { total } }', { f: long }, c.admin), /at most 366 days/);
    expectBadInput(await gql('query($f: ReportFilterInput) { auditLog(filter: $f) { total } }', { f: long }, c.admin), /at most 366 days/);
    const ok = await gql('query($f: ReportFilterInput) { report(filter: $f) { total } }', { f: year }, c.admin);
    expect({ status: ok.status, errors: ok.errors }).toEqual({ status: 200, errors: undefined });
  });

  test('the income report', async () => {
    const q = 'query($from: String!, $to: String!) { incomeReport(from: $from, to: $to) { day } }';
    expectBadInput(await gql(q, long, c.admin), /at most 366 days/);
    expect((await gql(q, year, c.admin)).errors).toBeUndefined();
  });

  test('the statement (walletEntries) and its CSV export', async () => {
    const q = 'query($from: DateTimeISO, $to: DateTimeISO) { walletEntries(from: $from, to: $to) { total } }';
    const instants = (r: { from: string; to: string }) => ({ from: `${r.from}T00:00:00.000Z`, to: `${r.to}T00:00:00.000Z` });
    expectBadInput(await gql(q, instants(long), member.token), /at most 366 days/);
    expect((await gql(q, instants(year), member.token)).errors).toBeUndefined();
    const url = (r: { from: string; to: string }) => `export/statement?from=${encodeURIComponent(instants(r).from)}&to=${encodeURIComponent(instants(r).to)}`;
    expectError(await api(c.t, 'get', url(long), member.token), 400, /at most 366 days/, 'BAD_USER_INPUT');
    expect((await api(c.t, 'get', url(year), member.token)).status).toBe(200);
  });

  test('table exports and the salary payments list', async () => {
    expectError(await api(c.t, 'get', `export/ledger?from=${long.from}&to=${long.to}`, c.admin), 400, /at most 366 days/, 'BAD_USER_INPUT');
    expect((await api(c.t, 'get', `export/ledger?from=${year.from}&to=${year.to}`, c.admin)).status).toBe(200);
    expectError(await api(c.t, 'get', `salary/transactions?date_from=${long.from}&date_to=${long.to}`, c.admin), 400, /at most 366 days/, 'BAD_USER_INPUT');
    expect((await api(c.t, 'get', `salary/transactions?date_from=${year.from}&date_to=${year.to}`, c.admin)).status).toBe(200);
  });
});

describe('f. a body that is no JSON object gets a GraphQL error', () => {
  const expectShape = (res: { status: number; body: unknown; headers: Record<string, string> }, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code } }] });
    expect(JSON.stringify(res.body)).not.toMatch(/<html|at \w+ \(|node_modules/i);
  };

  test('text/plain garbage, malformed JSON, a form, no body, a bare string or a list', async () => {
    const post = () => c.t.http().post('/graphql');
    expectShape(await post().set('Content-Type', 'text/plain').send('<script>garbage{{{'), 400, 'BAD_REQUEST');
    expectShape(await post().set('Content-Type', 'text/plain').send('{"query":"{ __typename }"}'), 400, 'BAD_REQUEST');
    expectShape(await post().set('Content-Type', 'application/json').send('{ "query": "{ __typename }", '), 400, 'BAD_REQUEST');
    expectShape(await post().type('form').send({ query: '{ __typename }' }), 400, 'BAD_REQUEST');
    expectShape(await post(), 400, 'BAD_REQUEST');
    expectShape(await post().set('Content-Type', 'application/json').send('"just a string"'), 400, 'BAD_REQUEST');
    expectShape(await post().set('Content-Type', 'application/json').send('[{"query":"{ __typename }"}]'), 400, 'BAD_REQUEST');
    expectShape(await post().set('Content-Type', 'application/json').send(JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(1100 * 1024) })), 413, 'PAYLOAD_TOO_LARGE');
  });

  test('a JSON operation still answers, with or without a charset', async () => {
    const res = await c.t.http().post('/graphql').set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify({ query: '{ __typename }' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('g. a cookie-authenticated mutation from a foreign Origin is refused', () => {
  const mutation = 'mutation { markAllNotificationsSeen }';
  const send = (query: string, headers: Record<string, string>) => {
    const req = c.t.http().post('/graphql').set('Content-Type', 'application/json');
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return req.send({ query });
  };
  const host = () => new URL(c.t.url).host;

  test('member and admin cookies: a foreign Origin or none is FORBIDDEN (403), nothing runs', async () => {
    for (const headers of <Array<Record<string, string>>>[
      { Cookie: `token=${member.token}`, Origin: 'https://evil.example' },
      { Cookie: `token=${member.token}`, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Cookie: `token=${member.token}` },
      { Cookie: `admin_token=${c.admin}`, Origin: 'https://evil.example' },
    ]) {
      const res = await send(mutation, headers);
      // Only the error (and the request id every error carries), no data.
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { errors: [{ message: 'Cross-site request refused', extensions: { code: 'FORBIDDEN', requestId: expect.any(String) } }] } });
    }
    const admin = await send(`mutation { createNews(input: { title: "Cross-site ${crypto.randomUUID().slice(0, 8)}", content: "Planted by another site" }) { id } }`, { Cookie: `admin_token=${c.admin}`, Origin: 'https://evil.example' });
    expect(admin.status).toBe(403);
    expect((await gql('{ news { total } }')).data.news.total).toBe(0);
  });

  test('same-origin cookie calls, Bearer calls from anywhere and queries keep working', async () => {
    const ok = [
      await send(mutation, { Cookie: `token=${member.token}`, Origin: `http://${host()}` }),
      await send(mutation, { Cookie: `token=${member.token}`, 'Sec-Fetch-Site': 'same-origin' }),
      await send(mutation, { ...bearer(member.token), Origin: 'https://evil.example' }),
      await send(mutation, { ...bearer(member.token), Cookie: `token=${member.token}`, Origin: 'https://evil.example' }),
      await send('{ me { id } }', { Cookie: `token=${member.token}`, Origin: 'https://evil.example' }),
    ];
    for (const res of ok) expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 200, errors: undefined });
    expect(ok[4].body.data.me.id).toBe(member.id);
  });

  test('an anonymous mutation (no session rides on it) is not this rule’s business', async () => {
    const res = await send('mutation { signIn(input: { login: "nobody@example.com", password: "wrong-password" }) { token } }', { Origin: 'https://evil.example' });
    expect(res.body.errors?.[0]?.extensions?.code).not.toBe('FORBIDDEN');
  });
});

describe('a subscription sent over HTTP', () => {
  test('is a 400 BAD_REQUEST naming the WebSocket, for a member and an anonymous caller, never a resolver fault', async () => {
    const res = await gql('subscription { walletChanged { active } }', {}, member.token);
    expect({ status: res.status, code: res.errors?.[0]?.extensions?.code, data: res.data }).toEqual({ status: 400, code: 'BAD_REQUEST', data: undefined });
    expect(res.errors?.[0]?.message).toMatch(/WebSocket/);
    const anonymous = await gql('subscription { walletChanged { active } }');
    expect(anonymous.status).toBe(400);
  });
});
