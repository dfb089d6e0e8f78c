/** Deposit addresses (REST-CONTRACT §4.12): admin sets and retires them, everyone reads the current set. */
import { API, api, bep20Address, expectError, newMember, rowCounts, trc20Address, useMoneyApp } from './money-helpers';

const c = useMoneyApp();

const ADDR = '{ depositAddresses { id bep20 trc20 active } }';

test('no addresses yet: GET qr answers null, GraphQL null', async () => {
  const res = await c.t.http().get(`${API}/qr`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true, qr: null });
  expect((await c.t.gql(ADDR)).data.depositAddresses).toBeNull();
});

test('admin adds a set; the public GET and GraphQL return the newest; retire falls back to the previous set', async () => {
  const first = { BEB20: bep20Address(), TRC20: trc20Address() };
  const r1 = await api(c.t, 'post', 'qr/add', c.admin).send({ values: first });
  expect(r1.status).toBe(201);
  expect(r1.body.qr).toMatchObject(first);
  expect(new Date(r1.body.qr.created_at).toISOString()).toBe(r1.body.qr.created_at);

  const pub = await c.t.http().get(`${API}/qr`);
  expect(pub.status).toBe(200);
  expect(pub.body.qr).toMatchObject({ id: r1.body.qr.id, ...first });

  const second = { BEB20: bep20Address(), TRC20: trc20Address() };
  const r2 = await api(c.t, 'post', 'qr/add', c.admin).send({ values: second });
  expect(r2.status).toBe(201);
  expect((await c.t.http().get(`${API}/qr`)).body.qr).toMatchObject({ id: r2.body.qr.id, ...second });
  const member = await newMember(c);
  const g = await c.t.gql(ADDR, {}, member.token);
  expect(g.data.depositAddresses).toEqual({ id: r2.body.qr.id, bep20: second.BEB20, trc20: second.TRC20, active: true });

  const del = await api(c.t, 'delete', `qr/${r2.body.qr.id}`, c.admin);
  expect(del.status).toBe(200);
  expect((await c.t.http().get(`${API}/qr`)).body.qr).toMatchObject({ id: r1.body.qr.id, ...first });
  expectError(await api(c.t, 'delete', `qr/${r2.body.qr.id}`, c.admin), 404);
  expectError(await api(c.t, 'delete', 'qr/999999', c.admin), 404);
  expectError(await api(c.t, 'delete', 'qr/abc', c.admin), 400, 'Invalid id');
  expect((await api(c.t, 'delete', `qr/${r1.body.qr.id}`, c.admin)).status).toBe(200);
  expect((await c.t.http().get(`${API}/qr`)).body.qr).toBeNull();
});

test('one network is enough; flat bodies work', async () => {
  const bep = bep20Address();
  const r = await api(c.t, 'post', 'qr/add', c.admin).send({ BEB20: bep });
  expect(r.status).toBe(201);
  expect(r.body.qr).toMatchObject({ BEB20: bep, TRC20: null });
  const tron = trc20Address();
  const r2 = await api(c.t, 'post', 'qr/add', c.admin).send({ values: { TRC20: tron } });
  expect(r2.body.qr).toMatchObject({ BEB20: null, TRC20: tron });
});

test('invalid addresses: 400 and nothing stored', async () => {
  const before = await rowCounts(c.t);
  const bad: Array<Record<string, unknown>> = [
    { BEB20: '0x1234', TRC20: trc20Address() },
    { BEB20: bep20Address() + 'a', TRC20: trc20Address() },
    { BEB20: 'zz' + bep20Address().slice(2) },
    { BEB20: bep20Address(), TRC20: 'T' + '0'.repeat(33) }, // 0 is not base58
    { TRC20: 'X' + trc20Address().slice(1) },
    { TRC20: trc20Address() + 'a' },
    { BEB20: 12345 },
    {},
  ];
  for (const values of bad) expectError(await api(c.t, 'post', 'qr/add', c.admin).send({ values }), 400, undefined, 'BAD_USER_INPUT');
  expect(await rowCounts(c.t)).toEqual(before);
});

test('members cannot add or retire addresses (403); anonymous callers 401', async () => {
  const m = await newMember(c);
  const current = await api(c.t, 'post', 'qr/add', c.admin).send({ values: { BEB20: bep20Address(), TRC20: trc20Address() } });
  const before = await rowCounts(c.t);
  expectError(await api(c.t, 'post', 'qr/add', m.token).send({ values: { BEB20: bep20Address(), TRC20: trc20Address() } }), 403, 'Not allowed');
  expectError(await api(c.t, 'delete', `qr/${current.body.qr.id}`, m.token), 403);
  expectError(await c.t.http().post(`${API}/qr/add`).send({ values: { BEB20: bep20Address() } }), 401);
  const g = await c.t.gql('mutation($b:String){ addDepositAddresses(input:{bep20:$b}) { id } }', { b: bep20Address() }, m.token);
  expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(await rowCounts(c.t)).toEqual(before);
  expect((await c.t.http().get(`${API}/qr`)).body.qr.id).toBe(current.body.qr.id);
});

test('GraphQL admin operations: addDepositAddresses, depositAddressHistory, deleteDepositAddresses', async () => {
  const bep = bep20Address();
  const add = await c.t.gql('mutation($b:String,$t:String){ addDepositAddresses(input:{bep20:$b, trc20:$t}) { id bep20 trc20 active } }', { b: bep, t: trc20Address() }, c.admin);
  expect(add.errors).toBeUndefined();
  const id = add.data.addDepositAddresses.id;
  expect((await c.t.gql(ADDR)).data.depositAddresses.id).toBe(id);
  const hist = await c.t.gql('{ depositAddressHistory { id active } }', {}, c.admin);
  expect(hist.data.depositAddressHistory[0]).toEqual({ id, active: true });
  const bad = await c.t.gql('mutation { addDepositAddresses(input:{bep20:"0xnothex"}) { id } }', {}, c.admin);
  expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  const del = await c.t.gql('mutation($id:Int!){ deleteDepositAddresses(id:$id) { success } }', { id }, c.admin);
  expect(del.data.deleteDepositAddresses.success).toBe(true);
  expect((await c.t.gql('{ depositAddressHistory { id active } }', {}, c.admin)).data.depositAddressHistory.find((x: any) => x.id === id).active).toBe(false);
  expect((await c.t.gql(ADDR)).data.depositAddresses?.id).not.toBe(id);
});
