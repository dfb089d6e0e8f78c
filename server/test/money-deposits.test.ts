/**
 * Deposits through the real server (REST-CONTRACT §2, §4.8; BUSINESS-RULES §6): pending until an
 * admin completes (credits Active by the stored amount) or declines; proofs sniffed and private.
 */
import crypto from 'node:crypto';
import { API, api, bearer, deposit, expectError, files, Member, newMember, rowCounts, setSetting, snapshot, txHash, uploadFiles, usd, useMoneyApp, wallet } from './money-helpers';

const c = useMoneyApp();

const postings = async (depositId: number) => {
  const [row] = await c.t.db.manager.query("SELECT COUNT(*) AS n FROM ledger_transactions WHERE reference_type = 'deposit' AND reference_id = ?", [depositId]);
  return Number(row.n);
};

async function createByHash(m: Member, amount: number | string = 100, hash = txHash()) {
  const res = await api(c.t, 'post', 'deposite/add', m.token).send({ amount, hash });
  expect(res.status).toBe(201);
  return res.body.deposit;
}

describe('creating deposits', () => {
  test('with a transaction hash: pending, WALLET method, nothing credited', async () => {
    const m = await newMember(c);
    const hash = txHash();
    const res = await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 100, hash, user_id: m.id, status: 'complete' });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const d = res.body.deposit;
    expect(d).toMatchObject({ user_id: m.id, email: m.email, amount: 100, status: 'pending', method: 'WALLET', hash, image: null, imageUrl: null, currency: 'BEP20', acceptat: null });
    expect(new Date(d.createdAT).toISOString()).toBe(d.createdAT);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
    expect(await postings(d.id)).toBe(0);
  });

  test.each([
    ['png', files.png, 'image/png', 'proof.png'],
    ['jpg', files.jpeg, 'image/jpeg', 'proof.jpg'],
    ['webp', files.webp, 'image/webp', 'proof.webp'],
    ['pdf', files.pdf, 'application/pdf', 'proof.pdf'],
  ])('with a %s proof (multipart): sniffed, stored under a random name, MANUAL', async (ext, make, mime, filename) => {
    const m = await newMember(c);
    const before = uploadFiles(c.t);
    const data = make();
    const res = await api(c.t, 'post', 'deposite/add', m.token).field('amount', '55.5').field('user_id', String(m.id)).attach('image', data, { filename: filename.replace(/\.\w+$/, '.bin'), contentType: 'application/octet-stream' });
    expect(res.status).toBe(201);
    const d = res.body.deposit;
    expect(d).toMatchObject({ amount: 55.5, status: 'pending', method: 'MANUAL', hash: null });
    expect(d.image).toMatch(new RegExp(`^deposits/[0-9a-f]{32}\\.${ext}$`));
    expect(d.imageUrl).toBe(`/uploads/${d.image}`);
    const after = uploadFiles(c.t);
    expect(after.length).toBe(before.length + 1);
    expect(after).toContain(d.image.split('/')[1]);
    // Served to the owner with the sniffed type.
    const file = await c.t.http().get(d.imageUrl).set(bearer(m.token)).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (x: Buffer) => chunks.push(x));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain(mime);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.body, data)).toBe(0);
    if (ext === 'pdf') expect(file.headers['content-disposition']).toMatch(/attachment/);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
  });

  test('a text file named .png is refused and nothing is written', async () => {
    const m = await newMember(c);
    const beforeFiles = uploadFiles(c.t);
    const before = await snapshot(c.t, [m.id]);
    const res = await api(c.t, 'post', 'deposite/add', m.token).field('amount', '50').attach('image', files.text(), { filename: 'proof.png', contentType: 'image/png' });
    expectError(res, 400, 'Unsupported file type (JPEG, PNG, WebP or PDF)', 'BAD_USER_INPUT');
    expect(uploadFiles(c.t)).toEqual(beforeFiles);
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });

  test('a 6 MB file is refused (max 5 MB) and nothing is written', async () => {
    const m = await newMember(c);
    const beforeFiles = uploadFiles(c.t);
    const before = await snapshot(c.t, [m.id]);
    const res = await api(c.t, 'post', 'deposite/add', m.token).field('amount', '50').attach('image', files.big(), { filename: 'big.png', contentType: 'image/png' });
    expectError(res, 400, 'File too large (max 5 MB)', 'BAD_USER_INPUT');
    expect(uploadFiles(c.t)).toEqual(beforeFiles);
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });

  test('a valid proof on a refused deposit leaves no file behind', async () => {
    const m = await newMember(c);
    const used = txHash();
    await createByHash(m, 20, used);
    const beforeFiles = uploadFiles(c.t);
    const before = await rowCounts(c.t);
    const dup = await api(c.t, 'post', 'deposite/add', m.token).field('amount', '50').field('hash', used).attach('image', files.png(), 'p.png');
    expectError(dup, 409, 'This transaction hash was already used');
    const bad = await api(c.t, 'post', 'deposite/add', m.token).field('amount', '-5').attach('image', files.png(), 'p.png');
    expectError(bad, 400);
    expect(uploadFiles(c.t)).toEqual(beforeFiles);
    expect(await rowCounts(c.t)).toEqual(before);
  });

  test('a replayed multipart request with the same Idempotency-Key gets the first deposit and leaves one file', async () => {
    const m = await newMember(c);
    const proof = files.png();
    const key = `dep-${txHash().slice(2, 14)}`;
    const beforeFiles = uploadFiles(c.t);
    const first = await api(c.t, 'post', 'deposite/add', m.token).set('Idempotency-Key', key).field('amount', '50').attach('image', proof, 'p.png');
    expect(first.status).toBe(201);
    const before = await rowCounts(c.t);
    const replay = await api(c.t, 'post', 'deposite/add', m.token).set('Idempotency-Key', key).field('amount', '50').attach('image', proof, 'p.png');
    expect(replay.status).toBe(201);
    expect(replay.body.deposit.id).toBe(first.body.deposit.id);
    expect(replay.body.deposit.image).toBe(first.body.deposit.image);
    expect(await rowCounts(c.t)).toEqual(before);
    expect(uploadFiles(c.t)).toEqual([...beforeFiles, first.body.deposit.image.split('/')[1]].sort());
    // Same key, other file: a mismatch, and its file is not kept.
    expectError(await api(c.t, 'post', 'deposite/add', m.token).set('Idempotency-Key', key).field('amount', '50').attach('image', files.png(), 'p.png'), 409, undefined, 'IDEMPOTENCY_MISMATCH');
    expect(await rowCounts(c.t)).toEqual(before);
    expect(uploadFiles(c.t).length).toBe(beforeFiles.length + 1);
  });

  test('a file under another field name, or two files: 400 and nothing written', async () => {
    const m = await newMember(c);
    const beforeFiles = uploadFiles(c.t);
    const before = await rowCounts(c.t);
    expectError(await api(c.t, 'post', 'deposite/add', m.token).field('amount', '50').attach('file', files.png(), 'p.png'), 400, "Send one file in the field 'image'");
    expectError(await api(c.t, 'post', 'deposite/add', m.token).field('amount', '50').attach('image', files.png(), 'a.png').attach('image', files.png(), 'b.png'), 400);
    expect(uploadFiles(c.t)).toEqual(beforeFiles);
    expect(await rowCounts(c.t)).toEqual(before);
  });

  test('neither hash nor proof, or a malformed hash: 400', async () => {
    const m = await newMember(c);
    const before = await rowCounts(c.t);
    expectError(await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 50 }), 400, 'Enter the transaction hash or attach a proof image');
    expectError(await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 50, hash: '0x1234' }), 400, /Invalid transaction hash/);
    expectError(await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 50, hash: 'zz' + txHash().slice(2) }), 400, /Invalid transaction hash/);
    expect(await rowCounts(c.t)).toEqual(before);
  });

  test('the same hash twice: 409, also in other letter case', async () => {
    const m = await newMember(c);
    const other = await newMember(c);
    const hash = txHash();
    await createByHash(m, 30, hash);
    const before = await rowCounts(c.t);
    // Sent again as is within a minute, it is a retry (a key derived from caller, route and body): the first answer.
    const retry = await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 30, hash });
    expect(retry.status).toBe(201);
    expect(await rowCounts(c.t)).toEqual(before);
    // A new request (its own key) with the same hash is refused.
    expectError(await api(c.t, 'post', 'deposite/add', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ amount: 30, hash }), 409, 'This transaction hash was already used', 'ALREADY_EXISTS');
    expectError(await api(c.t, 'post', 'deposite/add', other.token).send({ amount: 40, hash: '0x' + hash.slice(2).toUpperCase() }), 409, 'This transaction hash was already used');
    expect(await rowCounts(c.t)).toEqual(before);
  });

  test.each([
    ['negative', -50],
    ['zero', 0],
    ['NaN text', 'NaN'],
    ['1e30', 1e30],
    ['three decimals', '12.345'],
    ['text', 'abc'],
    ['below the minimum', 5],
    ['missing', undefined],
  ])('bad amount (%s): 400, nothing changes', async (_label, amount) => {
    const m = await newMember(c);
    const before = await snapshot(c.t, [m.id]);
    const res = await api(c.t, 'post', 'deposite/add', m.token).send({ amount, hash: txHash() });
    expectError(res, 400, undefined, 'BAD_USER_INPUT');
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });

  test("another member's user_id: 403, nothing changes", async () => {
    const m = await newMember(c);
    const victim = await newMember(c);
    const before = await snapshot(c.t, [m.id, victim.id]);
    expectError(await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 50, hash: txHash(), user_id: victim.id }), 403, 'Not allowed', 'FORBIDDEN');
    expect(await snapshot(c.t, [m.id, victim.id])).toEqual(before);
  });

  test('without a session: 401', async () => {
    expectError(await c.t.http().post(`${API}/deposite/add`).send({ amount: 50, hash: txHash() }), 401, 'Please sign in');
  });

  test('deposits switched off: 403 on REST and GraphQL, no file left', async () => {
    const m = await newMember(c);
    await setSetting(c, { deposite: 0 });
    try {
      const beforeFiles = uploadFiles(c.t);
      const before = await rowCounts(c.t);
      expectError(await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 50, hash: txHash() }), 403, 'Deposits are currently disabled', 'FEATURE_DISABLED');
      expectError(await api(c.t, 'post', 'deposite/add', m.token).field('amount', '50').attach('image', files.png(), 'p.png'), 403, 'Deposits are currently disabled');
      const g = await c.t.gql('mutation($h:String){ createDeposit(input:{amount:"50", hash:$h}) { id } }', { h: txHash() }, m.token);
      expect(g.errors?.[0]?.extensions?.code).toBe('FEATURE_DISABLED');
      expect(uploadFiles(c.t)).toEqual(beforeFiles);
      expect(await rowCounts(c.t)).toEqual(before);
    } finally {
      await setSetting(c, { deposite: 1 });
    }
    await createByHash(m, 50);
  });
});

describe('admin decisions', () => {
  test('complete credits Active by the stored amount; body amount and user_id are ignored', async () => {
    const m = await newMember(c);
    const other = await newMember(c);
    const d = await createByHash(m, '123.45');
    const clearingBefore = await c.t.running.services.ledgerReads.wallets(m.id);
    expect(clearingBefore.ACTIVE).toBe(0n);
    const res = await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'complete', amount: 99999, user_id: other.id });
    expect(res.status).toBe(200);
    expect(res.body.deposit).toMatchObject({ id: d.id, user_id: m.id, amount: 123.45, status: 'complete' });
    expect(res.body.deposit.acceptat).toEqual(expect.any(String));
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd('123.45'));
    expect(await wallet(c.t, other.id, 'ACTIVE')).toBe(0n);
    expect(await postings(d.id)).toBe(1);
    const me = await api(c.t, 'get', `users/${m.id}`, m.token);
    expect(me.body.singleuser.business).toBe(123.45);
  });

  test.each(['approved', 'COMPLETE', 'Complete'])('status synonym %s completes', async (status) => {
    const m = await newMember(c);
    const d = await createByHash(m, 10);
    expect((await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status })).status).toBe(200);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(10n * 1_000_000n);
  });

  test('decline credits nothing; then complete is 409', async () => {
    const m = await newMember(c);
    const d = await createByHash(m, 70);
    const before = await snapshot(c.t, [m.id]);
    const res = await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'rejected' });
    expect(res.status).toBe(200);
    expect(res.body.deposit.status).toBe('decline');
    const after = await snapshot(c.t, [m.id]);
    expect(after.wallets).toEqual(before.wallets);
    expect(after.counts.ledger_transactions).toBe(before.counts.ledger_transactions);
    expectError(await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'complete' }), 409, 'Already processed', 'ALREADY_PROCESSED');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
  });

  test('completing twice: the second is 409 and there is one posting', async () => {
    const m = await newMember(c);
    const d = await createByHash(m, 40);
    expect((await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'complete' })).status).toBe(200);
    expectError(await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'complete' }), 409, 'Already processed');
    expectError(await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'decline' }), 409, 'Already processed');
    expect(await postings(d.id)).toBe(1);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(40));
  });

  test('two concurrent completes: exactly one 200 and one 409', async () => {
    const m = await newMember(c);
    const d = await createByHash(m, 60);
    const results = await Promise.all([1, 2].map(() => api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'complete' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('Already processed');
    expect(await postings(d.id)).toBe(1);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(60));
  });

  test('concurrent complete and decline: exactly one wins', async () => {
    const m = await newMember(c);
    const d = await createByHash(m, 80);
    const [a, b] = await Promise.all([
      api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'complete' }),
      api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'decline' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const expected = a.status === 200 ? usd(80) : 0n;
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(expected);
  });

  test('bad decisions: pending or unknown status is 400, a missing deposit 404, a member 403', async () => {
    const m = await newMember(c);
    const d = await createByHash(m, 20);
    const before = await snapshot(c.t, [m.id]);
    expectError(await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'pending' }), 400);
    expectError(await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'paid' }), 400);
    expectError(await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({}), 400);
    expectError(await api(c.t, 'put', 'deposite/999999', c.admin).send({ status: 'complete' }), 404, 'Deposit not found');
    expectError(await api(c.t, 'put', 'deposite/abc', c.admin).send({ status: 'complete' }), 400, 'Invalid id');
    expectError(await api(c.t, 'put', `deposite/${d.id}`, m.token).send({ status: 'complete' }), 403);
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });
});

describe('lists', () => {
  test('a member lists own deposits; another member id is 403; admin lists by status', async () => {
    const m = await newMember(c);
    const other = await newMember(c);
    const a = await createByHash(m, 10);
    const b = await createByHash(m, 20);
    const x = await createByHash(other, 30);
    await api(c.t, 'put', `deposite/${a.id}`, c.admin).send({ status: 'complete' });
    await api(c.t, 'put', `deposite/${x.id}`, c.admin).send({ status: 'decline' });

    const own = await api(c.t, 'get', `deposite/by/${m.id}`, m.token);
    expect(own.status).toBe(200);
    expect(own.body.singleDeposite.map((d: any) => d.id)).toEqual([b.id, a.id]);
    expect(own.body.singleDeposite.every((d: any) => d.user_id === m.id)).toBe(true);
    expectError(await api(c.t, 'get', `deposite/by/${other.id}`, m.token), 403, 'Not allowed');
    expect((await api(c.t, 'get', `deposite/by/${other.id}`, c.admin)).body.singleDeposite.map((d: any) => d.id)).toEqual([x.id]);

    expectError(await api(c.t, 'get', 'deposite/list', m.token), 403);
    const all = await api(c.t, 'get', 'deposite/list', c.admin);
    expect(all.status).toBe(200);
    const ids = all.body.alldeposite.map((d: any) => d.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id, x.id]));
    expect(ids).toEqual([...ids].sort((p: number, q: number) => q - p)); // newest first
    for (const status of ['pending', 'complete', 'decline']) {
      const r = await api(c.t, 'get', `deposite/list?status=${status}`, c.admin);
      expect(r.status).toBe(200);
      expect(r.body.alldeposite.length).toBeGreaterThan(0);
      expect(r.body.alldeposite.every((d: any) => d.status === status)).toBe(true);
    }
    const pending = (await api(c.t, 'get', 'deposite/list?status=pending', c.admin)).body.alldeposite.map((d: any) => d.id);
    expect(pending).toContain(b.id);
    expect(pending).not.toContain(a.id);
    expectError(await api(c.t, 'get', 'deposite/list?status=bogus', c.admin), 400);
  });
});

describe('owner delete', () => {
  test('the owner withdraws a pending deposit: declined, nothing credited, admin can no longer complete', async () => {
    const m = await newMember(c);
    const d = await createByHash(m, 90);
    const res = await api(c.t, 'delete', `deposite/${d.id}`, m.token);
    expect(res.status).toBe(200);
    const row = (await api(c.t, 'get', `deposite/by/${m.id}`, m.token)).body.singleDeposite.find((x: any) => x.id === d.id);
    expect(row.status).toBe('decline');
    expectError(await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'complete' }), 409, 'Already processed');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
    expect(await postings(d.id)).toBe(0);
  });

  test("another member cannot delete it (403); a completed one is 409; admin hides only declined ones", async () => {
    const m = await newMember(c);
    const other = await newMember(c);
    const d = await createByHash(m, 15);
    expectError(await api(c.t, 'delete', `deposite/${d.id}`, other.token), 403);
    expectError(await api(c.t, 'delete', `deposite/${d.id}`, c.admin), 409); // pending: decline first
    await api(c.t, 'put', `deposite/${d.id}`, c.admin).send({ status: 'complete' });
    expectError(await api(c.t, 'delete', `deposite/${d.id}`, m.token), 409, 'Already processed');
    expectError(await api(c.t, 'delete', `deposite/${d.id}`, c.admin), 409, 'Already processed');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(15));

    const e = await createByHash(m, 25);
    await api(c.t, 'put', `deposite/${e.id}`, c.admin).send({ status: 'decline' });
    expect((await api(c.t, 'delete', `deposite/${e.id}`, c.admin)).status).toBe(200);
    const listed = (await api(c.t, 'get', 'deposite/list', c.admin)).body.alldeposite.map((x: any) => x.id);
    expect(listed).not.toContain(e.id);
    expect(listed).toContain(d.id);
  });
});

describe('GraphQL', () => {
  const CREATE = 'mutation($input: CreateDepositInput!) { createDeposit(input: $input) { id memberId amount currency method hash proofUrl status } }';

  async function uploadProof(m: Member, data = files.png(), name = 'x.png') {
    const res = await c.t.http().post(`${API}/uploads/deposit-proof`).set(bearer(m.token)).attach('file', data, name);
    return res;
  }

  test('upload a proof, createDeposit, myDeposits, deposits(status), setDepositStatus', async () => {
    const m = await newMember(c);
    const up = await uploadProof(m);
    expect(up.status).toBe(201);
    const name = up.body.upload.name;
    expect(name).toMatch(/^deposits\/[0-9a-f]{32}\.png$/);
    expect(up.body.upload.url).toBe(`/uploads/${name}`);

    const created = await c.t.gql(CREATE, { input: { amount: '25.50', proof: name } }, m.token);
    expect(created.errors).toBeUndefined();
    const d = created.data.createDeposit;
    expect(d).toMatchObject({ memberId: m.id, amount: '25.50', currency: 'BEP20', method: 'MANUAL', hash: null, proofUrl: `/uploads/${name}`, status: 'PENDING' });

    // The same upload cannot back a second deposit.
    const again = await c.t.gql(CREATE, { input: { amount: '10', proof: name } }, m.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.message).toBe('Unknown upload');

    const byHash = await c.t.gql(CREATE, { input: { amount: '12', hash: txHash(), currency: 'BEP20' } }, m.token);
    expect(byHash.errors).toBeUndefined();
    expect(byHash.data.createDeposit).toMatchObject({ method: 'WALLET', status: 'PENDING', amount: '12.00' });

    const mine = await c.t.gql('{ myDeposits { total items { id status amount } } }', {}, m.token);
    expect(mine.data.myDeposits.total).toBe(2);
    expect(mine.data.myDeposits.items.map((x: any) => x.id)).toEqual([byHash.data.createDeposit.id, d.id]);

    const pending = await c.t.gql('{ deposits(status: PENDING, pageSize: 100) { items { id status memberId } } }', {}, c.admin);
    expect(pending.errors).toBeUndefined();
    expect(pending.data.deposits.items.map((x: any) => x.id)).toContain(d.id);
    expect(pending.data.deposits.items.every((x: any) => x.status === 'PENDING')).toBe(true);
    const memberCannot = await c.t.gql('{ deposits { total } }', {}, m.token);
    expect(memberCannot.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const forbidden = await c.t.gql('mutation($id:Int!){ setDepositStatus(id:$id, status: COMPLETE) { id } }', { id: d.id }, m.token);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);

    const done = await c.t.gql('mutation($id:Int!){ setDepositStatus(id:$id, status: COMPLETE) { id status processedAt } }', { id: d.id }, c.admin);
    expect(done.errors).toBeUndefined();
    expect(done.data.setDepositStatus.status).toBe('COMPLETE');
    expect(done.data.setDepositStatus.processedAt).toEqual(expect.any(String));
    const twice = await c.t.gql('mutation($id:Int!){ setDepositStatus(id:$id, status: DECLINE) { id } }', { id: d.id }, c.admin);
    expect(twice.errors?.[0]?.extensions?.code).toBe('ALREADY_PROCESSED');
    const me = await c.t.gql('{ me { wallets { active income roi compound } } }', {}, m.token);
    expect(me.data.me.wallets).toEqual({ active: '25.50', income: '0.00', roi: '0.00', compound: '0.00' });

    const completed = await c.t.gql('{ deposits(status: COMPLETE, pageSize: 100) { items { id status } } }', {}, c.admin);
    expect(completed.data.deposits.items.map((x: any) => x.id)).toContain(d.id);
    expect(completed.data.deposits.items.every((x: any) => x.status === 'COMPLETE')).toBe(true);
  });

  test("another member's upload cannot be used; bad uploads are refused without a file", async () => {
    const m = await newMember(c);
    const thief = await newMember(c);
    const up = await uploadProof(m, files.jpeg(), 'a.jpg');
    expect(up.status).toBe(201);
    const stolen = await c.t.gql(CREATE, { input: { amount: '10', proof: up.body.upload.name } }, thief.token);
    expect(stolen.errors?.[0]?.message).toBe('Unknown upload');

    const beforeFiles = uploadFiles(c.t);
    const before = await rowCounts(c.t);
    expectError(await uploadProof(m, files.text(), 'fake.png'), 400, 'Unsupported file type (JPEG, PNG, WebP or PDF)');
    expectError(await uploadProof(m, files.big(), 'big.png'), 400, 'File too large (max 5 MB)');
    expectError(await c.t.http().post(`${API}/uploads/deposit-proof`).set(bearer(m.token)).attach('image', files.png(), 'p.png'), 400);
    expectError(await c.t.http().post(`${API}/uploads/deposit-proof`).set(bearer(m.token)).send({}), 400);
    expect(uploadFiles(c.t)).toEqual(beforeFiles);
    expect(await rowCounts(c.t)).toEqual(before);
  });

  test('bad GraphQL amounts are refused and change nothing', async () => {
    const m = await newMember(c);
    const before = await snapshot(c.t, [m.id]);
    for (const amount of ['-5', '0', 'NaN', '1e30', '12.345', 'abc', '10000001']) {
      const r = await c.t.gql(CREATE, { input: { amount, hash: txHash() } }, m.token);
      expect(r.errors?.length).toBeGreaterThan(0);
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await snapshot(c.t, [m.id])).toEqual(before);
  });
});

describe('proof files are private', () => {
  test('served to the owner and admins; 404 for another member and without a session', async () => {
    const m = await newMember(c);
    const other = await newMember(c);
    const res = await api(c.t, 'post', 'deposite/add', m.token).field('amount', '40').attach('image', files.png(), 'p.png');
    expect(res.status).toBe(201);
    const url = res.body.deposit.imageUrl;
    expect((await c.t.http().get(url).set(bearer(m.token))).status).toBe(200);
    const admin = await c.t.http().get(url).set(bearer(c.admin));
    expect(admin.status).toBe(200);
    expect(admin.headers['content-type']).toContain('image/png');
    expect(admin.headers['cache-control']).toContain('private');
    const stranger = await c.t.http().get(url).set(bearer(other.token));
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('File not found');
    expect((await c.t.http().get(url)).status).toBe(404);
    expect((await c.t.http().get('/uploads/deposits/' + '0'.repeat(32) + '.png').set(bearer(c.admin))).status).toBe(404);
    expect((await c.t.http().get('/uploads/deposits/..%2F..%2Ftest.db').set(bearer(c.admin))).status).toBe(404);
  });

  test('the deposit helper (hash, completed) credits the stored amount', async () => {
    const m = await newMember(c);
    const d = await deposit(c, m, '40.10');
    expect(d.status).toBe('complete');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd('40.10'));
  });
});
