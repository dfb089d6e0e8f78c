/**
 * Content through the real server (REST-CONTRACT §2, §4.4, §4.6, §4.24, §4.26): news, achievers,
 * offers and bookings over REST and GraphQL; bad input changes nothing; admin writes are audited
 * with before/after; members see only what is theirs.
 */
import { api, expectError, files, newMember, uploadFiles, useMoneyApp } from './money-helpers';

const c = useMoneyApp();

const count = async (table: string) => Number((await c.t.db.manager.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
const lastAudit = async () => (await c.t.db.manager.query('SELECT * FROM audit_log ORDER BY id DESC LIMIT 1'))[0];
const future = (days: number) => new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);
const gqlCode = (r: { errors?: Array<{ extensions?: { code?: string } }> }) => r.errors?.[0]?.extensions?.code;

describe('news', () => {
  test('admin publishes, edits and deletes; anyone lists; signed-in read one; audited with before/after', async () => {
    const add = await api(c.t, 'post', 'news/add', c.admin).send({ values: { title: 'Platform update', content: 'Withdrawals now run twice a day.' } });
    expect(add.status).toBe(201);
    const id = add.body.news.id;
    expect(await lastAudit()).toMatchObject({ action: 'news.create', target: `news:${id}`, before_state: 'null' });

    const list = await c.t.http().get('/api/v1//news/list/');
    expect(list.status).toBe(200);
    expect(list.body.allnews[0]).toMatchObject({ id, title: 'Platform update', content: 'Withdrawals now run twice a day.' });
    expect(new Date(list.body.allnews[0].created_at).toISOString()).toBe(list.body.allnews[0].created_at);

    const m = await newMember(c);
    expect((await api(c.t, 'get', `news/${id}`, m.token)).body.singlenews.title).toBe('Platform update');
    expectError(await api(c.t, 'get', `news/${id}`), 401);

    const put = await api(c.t, 'put', `news/${id}`, c.admin).send({ updatedData: { title: 'Platform update 2' } });
    expect(put.status).toBe(200);
    const audit = await lastAudit();
    expect(audit.action).toBe('news.update');
    expect(JSON.parse(audit.before_state).title).toBe('Platform update');
    expect(JSON.parse(audit.after_state).title).toBe('Platform update 2');
    expect(Number(audit.actor_id)).toBeGreaterThan(0);

    const del = await api(c.t, 'delete', `news/${id}`, c.admin);
    expect(del.status).toBe(200);
    expectError(await api(c.t, 'get', `news/${id}`, m.token), 404, 'News not found');
    expect((await lastAudit()).action).toBe('news.delete');
  });

  test.each([
    ['empty title', { title: '', content: 'Body text' }, 'Title is required'],
    ['short title', { title: 'ab', content: 'Body text' }, 'Title must be 3 to 120 characters'],
    ['oversized title', { title: 'x'.repeat(121), content: 'Body text' }, 'Title must be 3 to 120 characters'],
    ['title of the wrong type', { title: 42, content: 'Body text' }, 'Title must be text'],
    ['missing content', { title: 'A title' }, 'Content is required'],
    ['oversized content', { title: 'A title', content: 'y'.repeat(10001) }, 'Content must be 1 to 10000 characters'],
  ])('bad input (%s) is 400 and writes nothing', async (_name, payload, message) => {
    const before = await count('news');
    expectError(await api(c.t, 'post', 'news/add', c.admin).send(payload), 400, message, 'BAD_USER_INPUT');
    expect(await count('news')).toBe(before);
  });

  test('members and anonymous callers cannot write; bad ids are 400; missing ones 404', async () => {
    const m = await newMember(c);
    expectError(await api(c.t, 'post', 'news/add', m.token).send({ title: 'Nope nope', content: 'x' }), 403);
    expectError(await api(c.t, 'post', 'news/add').send({ title: 'Nope nope', content: 'x' }), 401);
    expectError(await api(c.t, 'delete', 'news/1', m.token), 403);
    expectError(await api(c.t, 'put', 'news/abc', c.admin).send({ title: 'Okay title' }), 400, 'Invalid id');
    expectError(await api(c.t, 'delete', 'news/999999', c.admin), 404);
  });

  test('GraphQL: public list, admin-only writes with codes', async () => {
    const m = await newMember(c);
    const create = await c.t.gql('mutation($i: NewsInput!) { createNews(input: $i) { id title content } }', { i: { title: 'From GraphQL', content: 'Hello members' } }, c.admin);
    expect(create.errors).toBeUndefined();
    const id = create.data.createNews.id;
    const list = await c.t.gql('{ news(page: 1, pageSize: 5) { total items { id title } } }');
    expect(list.data.news.items[0]).toEqual({ id, title: 'From GraphQL' });
    expect(gqlCode(await c.t.gql('mutation { deleteNews(id: 1) { success } }', {}, m.token))).toBe('FORBIDDEN');
    expect(gqlCode(await c.t.gql('mutation { deleteNews(id: 1) { success } }'))).toBe('UNAUTHENTICATED');
    expect(gqlCode(await c.t.gql('mutation($i: NewsInput!) { createNews(input: $i) { id } }', { i: { title: '', content: 'x' } }, c.admin))).toBe('BAD_USER_INPUT');
    expect(gqlCode(await c.t.gql('{ news(pageSize: 101) { total } }'))).toBe('BAD_USER_INPUT');
    expect(gqlCode(await c.t.gql('mutation { updateNews(id: 0, input: { title: "Fine title", content: "x" }) { id } }', {}, c.admin))).toBe('BAD_USER_INPUT');
    const upd = await c.t.gql(`mutation { updateNews(id: ${id}, input: { title: "Edited title", content: "Edited" }) { title } }`, {}, c.admin);
    expect(upd.data.updateNews.title).toBe('Edited title');
    expect((await c.t.gql(`{ newsItem(id: ${id}) { title } }`, {}, m.token)).data.newsItem.title).toBe('Edited title');
    expect((await c.t.gql(`mutation { deleteNews(id: ${id}) { success } }`, {}, c.admin)).data.deleteNews.success).toBe(true);
  });
});

describe('achievers', () => {
  test('admin adds a card with a sniffed photo under a random name; public list; delete removes the file', async () => {
    const add = await api(c.t, 'post', 'achivers/add', c.admin).field('username', 'Top Earner').field('description', 'Reached rank 5').attach('image', files.png(), { filename: 'me.jpg', contentType: 'image/jpeg' });
    expect(add.status).toBe(201);
    const a = add.body.achiver;
    // The bare file name (the legacy client loads /uploads/achivers/<name>) and its URL.
    expect(a.image).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(a.imageUrl).toBe(`/uploads/achievers/${a.image}`);
    expect(uploadFiles(c.t, 'achievers')).toContain(a.image);
    const img = await c.t.http().get(a.imageUrl);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toContain('image/png');

    const list = await c.t.http().get('/api/v1/achivers/list');
    expect(list.body.allachivers[0]).toMatchObject({ id: a.id, username: 'Top Earner', description: 'Reached rank 5', image: a.image, imageUrl: a.imageUrl });
    expect((await c.t.gql('{ achievers { id username imageUrl } }')).data.achievers[0]).toEqual({ id: a.id, username: 'Top Earner', imageUrl: a.imageUrl });

    expect((await api(c.t, 'delete', `achivers/${a.id}`, c.admin)).status).toBe(200);
    expect(uploadFiles(c.t, 'achievers')).not.toContain(a.image);
    expect((await c.t.http().get(a.imageUrl)).status).toBe(404);
    expect((await lastAudit()).action).toBe('achiever.delete');
  });

  test.each([
    ['no photo', (r: any) => r.field('username', 'Someone'), 400, 'A photo is required'],
    ['a text file named .png', (r: any) => r.field('username', 'Someone').attach('image', files.text(), { filename: 'x.png', contentType: 'image/png' }), 400, 'Unsupported file type (JPEG, PNG or WebP)'],
    ['a PDF', (r: any) => r.field('username', 'Someone').attach('image', files.pdf(), { filename: 'x.pdf' }), 400, 'Unsupported file type (JPEG, PNG or WebP)'],
    ['a 6 MB file', (r: any) => r.field('username', 'Someone').attach('image', files.big(), { filename: 'x.png' }), 400, 'File too large (max 5 MB)'],
    ['an empty name', (r: any) => r.field('username', '').attach('image', files.png(), { filename: 'x.png' }), 400, 'Name is required'],
    ['an oversized description', (r: any) => r.field('username', 'Someone').field('description', 'd'.repeat(1001)).attach('image', files.png(), { filename: 'x.png' }), 400, 'Description must be 0 to 1000 characters'],
  ])('%s is refused and leaves no file or row', async (_n, build, status, message) => {
    const before = uploadFiles(c.t, 'achievers');
    const rows = await count('achievers');
    const uploads = await count('uploads');
    expectError(await build(api(c.t, 'post', 'achivers/add', c.admin)), status, message);
    expect(uploadFiles(c.t, 'achievers')).toEqual(before);
    expect(await count('achievers')).toBe(rows);
    expect(await count('uploads')).toBe(uploads);
  });

  test('members cannot add or delete; GraphQL add uses an uploaded image once', async () => {
    const m = await newMember(c);
    expectError(await api(c.t, 'post', 'achivers/add', m.token).field('username', 'x').attach('image', files.png(), { filename: 'x.png' }), 403);
    expectError(await api(c.t, 'post', 'uploads/image', m.token).field('area', 'achievers').attach('image', files.png(), { filename: 'x.png' }), 403);
    expectError(await api(c.t, 'post', 'uploads/image', c.admin).field('area', 'deposits').attach('image', files.png(), { filename: 'x.png' }), 400);
    const up = await api(c.t, 'post', 'uploads/image', c.admin).field('area', 'achievers').attach('image', files.webp(), { filename: 'x.webp' });
    expect(up.status).toBe(201);
    const name = up.body.upload.name;
    const add = `mutation($i: AchieverInput!) { addAchiever(input: $i) { id image imageUrl } }`;
    const r = await c.t.gql(add, { i: { username: 'Via GraphQL', description: '', image: name } }, c.admin);
    expect(r.errors).toBeUndefined();
    expect(r.data.addAchiever.image).toBe(name);
    expect(gqlCode(await c.t.gql(add, { i: { username: 'Again', description: '', image: name } }, c.admin))).toBe('BAD_USER_INPUT');
    expect(gqlCode(await c.t.gql(add, { i: { username: 'Member', description: '', image: name } }, m.token))).toBe('FORBIDDEN');
    expect(gqlCode(await c.t.gql(`mutation { deleteAchiever(id: ${r.data.addAchiever.id}) { success } }`, {}, m.token))).toBe('FORBIDDEN');
  });
});

describe('offers', () => {
  const window = { start_date: new Date().toISOString().slice(0, 10), end_date: future(30) };

  test('everyone-offers and targeted offers: members see only theirs; admins see all with associated users', async () => {
    const [a, b] = [await newMember(c), await newMember(c)];
    const all = await api(c.t, 'post', 'offers/create', c.admin).send({ title: 'Welcome bonus', description: 'For all', ...window, status: 'true', users: true });
    expect(all.status).toBe(201);
    const targeted = await api(c.t, 'post', 'offers/create', c.admin).field('title', 'VIP offer').field('start_date', window.start_date).field('end_date', window.end_date).field('users', 'false').field('user_ids', String(a.id)).attach('image', files.jpeg(), { filename: 'o.jpg' });
    expect(targeted.status).toBe(201);
    const expired = await api(c.t, 'post', 'offers/create', c.admin).send({ title: 'Old offer', start_date: '2020-01-01', end_date: '2020-01-31', users: true });
    const off = await api(c.t, 'post', 'offers/create', c.admin).send({ title: 'Switched off', ...window, status: false, users: true });

    const mine = await api(c.t, 'get', 'offers', a.token);
    expect(Array.isArray(mine.body)).toBe(true);
    const ids = mine.body.map((o: any) => o.offer_id);
    expect(ids).toEqual(expect.arrayContaining([all.body.offerId, targeted.body.offerId]));
    expect(ids).not.toContain(expired.body.offerId);
    expect(ids).not.toContain(off.body.offerId);
    const bIds = (await api(c.t, 'get', `offers/user/${b.id}`, b.token)).body.map((o: any) => o.offer_id);
    expect(bIds).toContain(all.body.offerId);
    expect(bIds).not.toContain(targeted.body.offerId);

    // Member-scoped: another member's list and someone else's targeted offer are refused.
    expectError(await api(c.t, 'get', `offers/user/${a.id}`, b.token), 403, 'Not allowed');
    expectError(await api(c.t, 'get', `offers/${targeted.body.offerId}`, b.token), 403);
    const one = await api(c.t, 'get', `offers/${targeted.body.offerId}`, a.token);
    expect(one.body).toMatchObject({ offer_id: targeted.body.offerId, title: 'VIP offer', users: false });
    expect(one.body.image).toMatch(/^offers\/[0-9a-f]{32}\.jpg$/);
    expect(one.body.associatedUsers).toBeUndefined();

    const adminView = await api(c.t, 'get', `offers/${targeted.body.offerId}`, c.admin);
    expect(adminView.body.associatedUsers.map((u: any) => u.id)).toEqual([a.id]);
    const adminAll = await api(c.t, 'get', 'offers', c.admin);
    expect(adminAll.body.map((o: any) => o.offer_id)).toEqual(expect.arrayContaining([expired.body.offerId, off.body.offerId]));

    // GraphQL: the same rules.
    const q = '{ offers { id title allMembers memberIds } }';
    const g = await c.t.gql(q, {}, b.token);
    expect(g.data.offers.map((o: any) => o.id)).not.toContain(targeted.body.offerId);
    expect(gqlCode(await c.t.gql(`{ offers(memberId: ${a.id}) { id } }`, {}, b.token))).toBe('FORBIDDEN');
    expect(gqlCode(await c.t.gql(`{ offer(id: ${targeted.body.offerId}) { id } }`, {}, b.token))).toBe('FORBIDDEN');
    expect(gqlCode(await c.t.gql(q))).toBe('UNAUTHENTICATED');
    const ga = await c.t.gql(`{ offer(id: ${targeted.body.offerId}) { memberIds } }`, {}, c.admin);
    expect(ga.data.offer.memberIds).toEqual([a.id]);
  });

  test('update replaces the members and the image (old file removed); delete removes the record and its file', async () => {
    const [a, b] = [await newMember(c), await newMember(c)];
    const created = await api(c.t, 'post', 'offers/create', c.admin).field('title', 'Changing').field('start_date', window.start_date).field('end_date', window.end_date).field('users', 'false').field('user_ids', String(a.id)).attach('image', files.png(), { filename: 'o.png' });
    const id = created.body.offerId;
    const first = (await api(c.t, 'get', `offers/${id}`, c.admin)).body.image;
    const upd = await api(c.t, 'put', `offers/update/${id}`, c.admin).field('title', 'Changed').field('user_ids', String(b.id)).attach('image', files.webp(), { filename: 'n.webp' });
    expect(upd.status).toBe(200);
    expect(upd.body.offer.title).toBe('Changed');
    expect(uploadFiles(c.t, 'offers')).not.toContain(first.split('/')[1]);
    const after = (await api(c.t, 'get', `offers/${id}`, c.admin)).body;
    expect(after.associatedUsers.map((u: any) => u.id)).toEqual([b.id]);
    const audit = await lastAudit();
    expect(audit.action).toBe('offer.update');
    expect(JSON.parse(audit.before_state)).toMatchObject({ title: 'Changing', memberIds: [a.id] });
    expect(JSON.parse(audit.after_state)).toMatchObject({ title: 'Changed', memberIds: [b.id] });

    expect((await api(c.t, 'delete', `offers/delete/${id}`, c.admin)).status).toBe(200);
    expect(uploadFiles(c.t, 'offers')).not.toContain(after.image.split('/')[1]);
    expectError(await api(c.t, 'get', `offers/${id}`, c.admin), 404);
  });

  test.each([
    ['end before start', { title: 'Bad dates', start_date: '2030-02-01', end_date: '2030-01-01' }, 'Valid to must be on or after valid from'],
    ['not a date', { title: 'Bad dates', start_date: '2030-02-30', end_date: '2030-03-01' }, 'Valid from must be a date (YYYY-MM-DD)'],
    ['empty title', { title: '', start_date: '2030-01-01', end_date: '2030-01-02' }, 'Title is required'],
    ['oversized description', { title: 'Okay', description: 'z'.repeat(1001), start_date: '2030-01-01', end_date: '2030-01-02' }, 'Description must be 0 to 1000 characters'],
    ['targeted without members', { title: 'Okay', start_date: '2030-01-01', end_date: '2030-01-02', users: false }, 'Choose at least one member, or address the offer to everyone'],
    ['unknown member', { title: 'Okay', start_date: '2030-01-01', end_date: '2030-01-02', users: false, user_ids: [999999] }, 'Some members in user_ids do not exist'],
    ['member ids of the wrong type', { title: 'Okay', start_date: '2030-01-01', end_date: '2030-01-02', users: false, user_ids: ['x'] }, 'user_ids must be member ids'],
    ['status of the wrong type', { title: 'Okay', start_date: '2030-01-01', end_date: '2030-01-02', status: 'maybe' }, 'status must be true or false'],
  ])('%s is 400 and writes nothing', async (_n, payload, message) => {
    const before = await count('offers');
    expectError(await api(c.t, 'post', 'offers/create', c.admin).send(payload), 400, message, 'BAD_USER_INPUT');
    expect(await count('offers')).toBe(before);
  });

  test('access: members cannot create, edit or delete; offers/mine is 404', async () => {
    const m = await newMember(c);
    expectError(await api(c.t, 'post', 'offers/create', m.token).send({ title: 'Mine', ...window }), 403);
    expectError(await api(c.t, 'put', 'offers/update/1', m.token).send({ title: 'Mine' }), 403);
    expectError(await api(c.t, 'delete', 'offers/delete/1', m.token), 403);
    expectError(await api(c.t, 'get', 'offers'), 401);
    expectError(await api(c.t, 'get', 'offers/mine', m.token), 404);
    const gi = { title: 'GraphQL offer', description: '', startDate: window.start_date, endDate: window.end_date, status: true, allMembers: true };
    expect(gqlCode(await c.t.gql('mutation($i: OfferInput!) { createOffer(input: $i) { id } }', { i: gi }, m.token))).toBe('FORBIDDEN');
    const ok = await c.t.gql('mutation($i: OfferInput!) { createOffer(input: $i) { id allMembers } }', { i: gi }, c.admin);
    expect(ok.data.createOffer.allMembers).toBe(true);
    const upd = await c.t.gql('mutation($id: Int!, $i: OfferInput!) { updateOffer(id: $id, input: $i) { allMembers memberIds } }', { id: ok.data.createOffer.id, i: { ...gi, allMembers: false, memberIds: [m.id] } }, c.admin);
    expect(upd.data.updateOffer).toEqual({ allMembers: false, memberIds: [m.id] });
    expect(gqlCode(await c.t.gql('mutation($i: OfferInput!) { createOffer(input: $i) { id } }', { i: { ...gi, endDate: '2000-01-01' } }, c.admin))).toBe('BAD_USER_INPUT');
    expect((await c.t.gql(`mutation { deleteOffer(id: ${ok.data.createOffer.id}) { success } }`, {}, c.admin)).data.deleteOffer.success).toBe(true);
  });
});

describe('bookings', () => {
  const good = () => ({ date: future(3), time: '14:30', topic: 'Plan choice', message: 'I would like advice on which plan fits me.' });

  test('a member books; lists their own newest first; an admin confirms once (second click 409)', async () => {
    const m = await newMember(c);
    const res = await api(c.t, 'post', 'bookings', m.token).send({ ...good(), user_id: m.id });
    expect(res.status).toBe(201);
    const b = res.body.booking;
    expect(b).toMatchObject({ user_id: m.id, time: '14:30', topic: 'Plan choice', status: 'pending' });
    const second = (await api(c.t, 'post', 'bookings', m.token).send(good())).body.booking;
    const list = await api(c.t, 'get', `bookings/${m.id}`, m.token);
    expect(list.body.booking.map((x: any) => x.id)).toEqual([second.id, b.id]);

    const confirm = 'mutation($id: Int!) { updateBooking(id: $id, status: CONFIRMED) { id status } }';
    expect((await c.t.gql(confirm, { id: b.id }, c.admin)).data.updateBooking.status).toBe('CONFIRMED');
    expect(gqlCode(await c.t.gql(confirm, { id: b.id }, c.admin))).toBe('ALREADY_PROCESSED');
    const audit = await lastAudit();
    expect(audit.action).toBe('booking.confirmed');
    expect(JSON.parse(audit.before_state).status).toBe('pending');
    expect(JSON.parse(audit.after_state).status).toBe('confirmed');

    const all = await c.t.gql('{ bookings(status: PENDING) { total items { id status member { id } } } }', {}, c.admin);
    expect(all.data.bookings.items.map((x: any) => x.id)).toContain(second.id);
    expect(all.data.bookings.items.map((x: any) => x.id)).not.toContain(b.id);
  });

  test('concurrent confirms: exactly one wins', async () => {
    const m = await newMember(c);
    const b = (await api(c.t, 'post', 'bookings', m.token).send(good())).body.booking;
    const q = 'mutation($id: Int!, $s: BookingDecision!) { updateBooking(id: $id, status: $s) { status } }';
    const results = await Promise.all([c.t.gql(q, { id: b.id, s: 'CONFIRMED' }, c.admin), c.t.gql(q, { id: b.id, s: 'CANCELLED' }, c.admin), c.t.gql(q, { id: b.id, s: 'CONFIRMED' }, c.admin)]);
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.filter((r) => gqlCode(r) === 'ALREADY_PROCESSED').length).toBe(2);
  });

  test.each([
    ['a past date', { date: '2020-01-01' }, 'Pick today or a later date'],
    ['an impossible date', { date: '2031-02-30' }, 'Date must be a date (YYYY-MM-DD)'],
    ['a date two years ahead', { date: future(800) }, 'Bookings open at most a year ahead'],
    ['a bad time', { time: '25:00' }, 'Time must be HH:mm'],
    ['a numeric time', { time: 1430 }, 'Time must be HH:mm'],
    ['an empty topic', { topic: '' }, 'Topic is required'],
    ['an oversized topic', { topic: 't'.repeat(121) }, 'Topic must be 3 to 120 characters'],
    ['a short message', { message: 'hi' }, 'Message must be 10 to 2000 characters'],
    ['an oversized message', { message: 'm'.repeat(2001) }, 'Message must be 10 to 2000 characters'],
  ])('%s is 400 and books nothing', async (_n, change, message) => {
    const m = await newMember(c);
    const before = await count('bookings');
    expectError(await api(c.t, 'post', 'bookings', m.token).send({ ...good(), ...change }), 400, message, 'BAD_USER_INPUT');
    expect(await count('bookings')).toBe(before);
  });

  test("access: another member's bookings are refused; admins cannot book; only admins confirm", async () => {
    const [a, b] = [await newMember(c), await newMember(c)];
    const booking = (await api(c.t, 'post', 'bookings', a.token).send(good())).body.booking;
    expectError(await api(c.t, 'get', `bookings/${a.id}`, b.token), 403, 'Not allowed');
    expectError(await api(c.t, 'post', 'bookings', b.token).send({ ...good(), user_id: a.id }), 403);
    expectError(await api(c.t, 'post', 'bookings').send(good()), 401);
    expect((await api(c.t, 'get', `bookings/${a.id}`, c.admin)).body.booking.map((x: any) => x.id)).toContain(booking.id);
    expect(gqlCode(await c.t.gql(`{ myBookings(memberId: ${a.id}) { total } }`, {}, b.token))).toBe('FORBIDDEN');
    expect((await c.t.gql('{ myBookings { total items { id } } }', {}, a.token)).data.myBookings.items[0].id).toBe(booking.id);
    expect(gqlCode(await c.t.gql('{ bookings { total } }', {}, a.token))).toBe('FORBIDDEN');
    expect(gqlCode(await c.t.gql(`mutation { updateBooking(id: ${booking.id}, status: CONFIRMED) { id } }`, {}, a.token))).toBe('FORBIDDEN');
    expect(gqlCode(await c.t.gql(`mutation { updateBooking(id: ${booking.id}, status: CONFIRMED) { id } }`))).toBe('UNAUTHENTICATED');
    expect(gqlCode(await c.t.gql('mutation($i: BookingInput!) { createBooking(input: $i) { id } }', { i: good() }, c.admin))).toBe('FORBIDDEN');
    expect(gqlCode(await c.t.gql('mutation { updateBooking(id: 999999, status: CONFIRMED) { id } }', {}, c.admin))).toBe('NOT_FOUND');
    const g = await c.t.gql('mutation($i: BookingInput!) { createBooking(input: $i) { id status memberId } }', { i: good() }, b.token);
    expect(g.data.createBooking).toMatchObject({ status: 'PENDING', memberId: b.id });
    expect(gqlCode(await c.t.gql('mutation($i: BookingInput!) { createBooking(input: $i) { id } }', { i: { ...good(), date: 'tomorrow' } }, b.token))).toBe('BAD_USER_INPUT');
  });
});
