/**
 * GraphQL abuse (issue 6, item 5): alias, depth, cost and token limits (graphql-armor), no field
 * suggestions in production, refused introspection answered 403, and mail-sending operations
 * limited per IP and globally. Also: every operation the web app sends stays within the limits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, DefinitionNode, DocumentNode, FragmentDefinitionNode, getIntrospectionQuery, Kind, parse, print, validate, visit } from 'graphql';
import { adminToken, registerMember, startTestApp, TestApp, uniqueEmail } from './harness';
import { graphqlProtection, parseLimited } from '../src/app/graphql-security';

jest.setTimeout(60_000);

describe('limits (development app)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());

  test('100 aliases of a mail-sending mutation are refused before anything runs: no mail', async () => {
    const fields = Array.from({ length: 100 }, (_, i) => `m${i}: requestOtpCode(email: "victim${i}@example.com") { message }`).join('\n');
    const res = await t.gql(`mutation { ${fields} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0]?.message).toMatch(/aliases/i);
    expect(t.outbox().length).toBe(0);
  });

  test('5,000 aliases are refused at once (token limit), not parsed and executed', async () => {
    const fields = Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ');
    const started = Date.now();
    const res = await t.gql(`{ ${fields} }`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.errors)).toMatch(/token/i);
  });

  test('an expensive admin query is refused by the cost limit', async () => {
    const member = 'id username email fullname phone status createdAt sponsor { id username email } wallets { active income roi compound } totals { totalDeposit totalWithdrawal totalEarning roiIncome levelIncome directIncome }';
    const fields = Array.from({ length: 15 }, (_, i) => `q${i}: members(pageSize: 100) { total items { ${member} } }`).join(' ');
    const res = await t.gql(`{ ${fields} }`, {}, admin);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/cost/i);
  });

  test('in development field suggestions remain (a developer aid)', async () => {
    const res = await t.gql('{ mee { id } }');
    expect(res.errors?.[0]?.message).toMatch(/Did you mean/);
  });
});

describe('production app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => t?.close());

  test('no field suggestions leak the schema', async () => {
    const res = await t.gql('{ mee { id } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const arg = await t.gql('{ me { id walets { active } } }');
    expect(JSON.stringify(arg.errors)).not.toMatch(/Did you mean/);
  });

  test('refused introspection answers 403, not 500', async () => {
    const anonymous = await t.gql(getIntrospectionQuery());
    expect(anonymous.status).toBe(403);
    expect(anonymous.errors?.[0]).toMatchObject({ message: 'Introspection is available to staff and API tokens only', extensions: { code: 'FORBIDDEN' } });
    const member = await registerMember(t);
    const asMember = await t.gql('{ __type(name: "User") { name } }', {}, member.token);
    expect(asMember.status).toBe(403);
  });
});

describe('mail-sending operations are limited per IP and globally', () => {
  test('per IP: past the budget RATE_LIMITED, whatever the addresses', async () => {
    const t = await startTestApp({ MAIL_LIMIT_PER_IP: '3', MAIL_LIMIT_GLOBAL: '100' });
    try {
      const send = (email: string) => t.gql('mutation($e: String!) { requestOtpCode(email: $e) { message } }', { e: email });
      for (let i = 0; i < 3; i++) expect((await send(uniqueEmail('ip'))).errors).toBeUndefined();
      const refused = await send(uniqueEmail('ip'));
      expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      // Other mail operations share the budget.
      const reset = await t.http().post('/api/v1/pass/forget').send({ email: uniqueEmail('ip') });
      expect(reset.status).toBe(429);
      expect(t.outbox().length).toBe(3);
    } finally {
      await t.close();
    }
  });

  test('globally: the whole app stops mailing past its hourly budget', async () => {
    const t = await startTestApp({ MAIL_LIMIT_PER_IP: '100', MAIL_LIMIT_GLOBAL: '2' });
    try {
      const res = [];
      for (let i = 0; i < 3; i++) res.push(await t.http().post('/api/v1/auth/verify-user').send({ email: uniqueEmail('global') }));
      expect(res.map((r) => r.status)).toEqual([200, 200, 429]);
      expect(t.outbox().length).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe('the web app stays within the limits', () => {
  test('every client operation passes the same limits the server applies', () => {
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
    const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
    const { validationRules } = graphqlProtection();
    let operations = 0;
    for (const op of definitions) {
      if (op.kind !== Kind.OPERATION_DEFINITION) continue;
      operations += 1;
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
      const text = print({ kind: Kind.DOCUMENT, definitions: [op, ...used.values()] } as DocumentNode);
      const errors = validate(schema, parseLimited(text), validationRules);
      expect({ operation: op.name?.value, errors: errors.map((e) => e.message) }).toEqual({ operation: op.name?.value, errors: [] });
    }
    expect(operations).toBeGreaterThan(20);
  });
});
