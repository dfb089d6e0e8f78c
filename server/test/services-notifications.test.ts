/**
 * Notifications (REST-CONTRACT §4.10, PAGES §5): to everyone or chosen members, types
 * notification / site_popup / home, the home banner through the upload service, seen with its
 * time (a repeat keeps the first), seen counts; `notificationAdded` reaches exactly the recipients
 * at once; members are mailed for deposit completed/declined and withdrawal paid/declined.
 */
import { api, credit, expectError, files, Member, newMember, setPayoutAddress, txHash, uploadFiles, useMoneyApp } from './money-helpers';
import { subscribed, watchSubscription } from './services-live-helpers';

const c = useMoneyApp();
let a: Member;
let b: Member;
beforeAll(async () => {
  a = await newMember(c);
  b = await newMember(c);
});

const post = (fields: Record<string, unknown>, token = c.admin) => api(c.t, 'post', 'notifications', token).send({ title: 'Maintenance', message: 'Sunday 02:00 UTC', type: 'notification', ...fields });
const mine = async (m: Member) => (await api(c.t, 'get', `notifications/user/${m.id}`, m.token)).body.notifications as any[];

async function uploadBanner(): Promise<string> {
  const res = await api(c.t, 'post', 'uploads/banner', c.admin).attach('file', files.png(), 'banner.png');
  expect(res.status).toBe(201);
  return res.body.upload.name;
}

describe('REST', () => {
  it('sends to chosen members only, unseen first, and counts who has seen it', async () => {
    const res = await post({ users: false, recipients: [a.id] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Notification created successfully!', notification: { title: 'Maintenance', type: 'notification', users: [a.id] } });
    const id = res.body.notification.id;
    expect((await mine(a)).find((n) => n.id === id)).toMatchObject({ seen: 0, seen_at: null });
    expect((await mine(b)).find((n) => n.id === id)).toBeUndefined();
    const seen = await api(c.t, 'put', `notifications/${id}/seen`, a.token).send({ userId: a.id });
    expect(seen.status).toBe(200);
    const firstTime = seen.body.seen_at;
    expect(typeof firstTime).toBe('string');
    await new Promise((r) => setTimeout(r, 1100));
    const again = await api(c.t, 'put', `notifications/${id}/seen`, a.token).send({ userId: a.id });
    expect(again.body.seen_at).toBe(firstTime);
    const list = await api(c.t, 'get', 'notifications', c.admin);
    expect(list.body.notifications.find((n: any) => n.id === id)).toMatchObject({ seen_count: 1, recipients_count: 1 });
  });

  it('sends to everyone (user_ids accepted too) and orders unseen first', async () => {
    const all = await post({ users: true, title: 'For everyone' });
    expect(all.body.notification.users).toBe(true);
    const some = await post({ user_ids: [a.id, b.id], title: 'For a and b' });
    expect(some.body.notification.users.sort()).toEqual([a.id, b.id].sort());
    await api(c.t, 'put', `notifications/${some.body.notification.id}/seen`, b.token).send({});
    const rows = await mine(b);
    const firstSeen = rows.findIndex((n) => n.seen === 1);
    expect(rows.slice(firstSeen).every((n) => n.seen === 1)).toBe(true);
    expect(rows.map((n) => n.id)).toContain(all.body.notification.id);
    const list = await api(c.t, 'get', 'notifications', c.admin);
    expect(list.body.notifications.find((n: any) => n.id === all.body.notification.id).recipients_count).toBeGreaterThanOrEqual(3);
  });

  it('keeps the home banner and site pop-ups public; replacing the banner removes the old file', async () => {
    const empty = await api(c.t, 'get', 'notifications/banner');
    expect(empty.status).toBe(200);
    const first = await api(c.t, 'post', 'notifications/banner', c.admin).attach('image', files.jpeg(), 'x.jpg');
    expect(first.status).toBe(201);
    // The bare file name (the legacy client loads /uploads/banner/<name>) and its URL.
    expect(first.body).toMatchObject({ message: 'Banner created successfully!', bannerUrl: `/uploads/banners/${first.body.banner}` });
    const second = await api(c.t, 'post', 'notifications/banner', c.admin).attach('image', files.webp(), 'y.webp');
    expect(second.status).toBe(201);
    expect((await api(c.t, 'get', 'notifications/banner')).body.banner).toBe(second.body.banner);
    expect(uploadFiles(c.t, 'banners')).toEqual([second.body.banner]);
    expect((await c.t.http().get(second.body.bannerUrl)).status).toBe(200);

    expectError(await post({ users: true, type: 'site_popup' }), 400, 'An image is required for a site pop-up');
    const image = await uploadBanner();
    const popup = await post({ users: true, type: 'site_popup', title: 'Welcome offer', image });
    expect(popup.status).toBe(201);
    expect(popup.body.notification.imageUrl).toBe(`/uploads/${image}`);
    const home = await post({ users: true, type: 'home', title: 'Home notice' });
    const targeted = await post({ recipients: [a.id], type: 'home', title: 'Private home notice' });
    const pub = await api(c.t, 'get', 'notifications/home');
    const ids = pub.body.homenotifications.map((n: any) => n.id);
    expect(ids).toEqual(expect.arrayContaining([popup.body.notification.id, home.body.notification.id]));
    expect(ids).not.toContain(targeted.body.notification.id);
    const del = await api(c.t, 'delete', `notifications/delete/${popup.body.notification.id}`, c.admin);
    expect(del.body.message).toBe('Notification deleted successfully!');
    expect(uploadFiles(c.t, 'banners')).not.toContain(image.split('/')[1]);
    expect((await mine(a)).map((n) => n.id)).not.toContain(popup.body.notification.id);
  });

  it('refuses bad uploads and bad input, changing nothing', async () => {
    const before = (await api(c.t, 'get', 'notifications', c.admin)).body.notifications.length;
    expectError(await api(c.t, 'post', 'notifications/banner', c.admin).attach('image', files.text(), 'a.png'), 400, 'Unsupported file type (JPEG, PNG or WebP)');
    expectError(await api(c.t, 'post', 'notifications/banner', c.admin).attach('image', files.pdf(), 'a.pdf'), 400);
    expectError(await api(c.t, 'post', 'notifications/banner', c.admin).attach('image', files.big(), 'big.png'), 400, 'File too large (max 5 MB)');
    expectError(await api(c.t, 'post', 'notifications/banner', c.admin).send({}), 400);
    expectError(await post({ title: '' , users: true }), 400, 'Title is required');
    expectError(await post({ title: 'ab', users: true }), 400);
    expectError(await post({ message: 'x'.repeat(2001), users: true }), 400);
    expectError(await post({ users: false }), 400, 'Choose all users or at least one member');
    expectError(await post({ recipients: [] }), 400);
    expectError(await post({ recipients: ['abc'] }), 400);
    expectError(await post({ recipients: [999999] }), 400, 'Unknown member among the recipients');
    expectError(await post({ users: true, type: 'banner' }), 400);
    expectError(await post({ users: true, type: 'site_popup', image: 'banners/00000000000000000000000000000000.png' }), 400, 'Unknown upload');
    expectError(await api(c.t, 'put', 'notifications/abc/seen', a.token).send({}), 400, 'Invalid id');
    expectError(await api(c.t, 'delete', 'notifications/delete/999999', c.admin), 404);
    expect((await api(c.t, 'get', 'notifications', c.admin)).body.notifications.length).toBe(before);
    expect(uploadFiles(c.t, 'banners').length).toBeLessThanOrEqual(1);
  });

  it("refuses another member's notifications and admin-only operations", async () => {
    const id = (await post({ recipients: [a.id] })).body.notification.id;
    expectError(await api(c.t, 'get', `notifications/user/${a.id}`, b.token), 403, 'Not allowed');
    expectError(await api(c.t, 'put', `notifications/${id}/seen`, b.token).send({ userId: a.id }), 403);
    expectError(await api(c.t, 'put', `notifications/${id}/seen`, b.token).send({}), 403);
    expectError(await post({ users: true }, a.token), 403);
    // GET notifications answers a member with her own (issue 20 item 19: as notifications/user/{id}), not everyone's.
    const own = await api(c.t, 'get', 'notifications', b.token);
    expect(own.status).toBe(200);
    expect(own.body.notifications.map((n: any) => n.id)).not.toContain(id);
    expectError(await api(c.t, 'delete', `notifications/delete/${id}`, a.token), 403);
    expectError(await api(c.t, 'post', 'notifications/banner', a.token).attach('image', files.png(), 'a.png'), 403);
    expectError(await api(c.t, 'get', `notifications/user/${a.id}`), 401);
    expect((await mine(a)).find((n) => n.id === id).seen).toBe(0);
  });
});

describe('mails for money decisions', () => {
  it('mails and notifies on deposit completed and declined, withdrawal paid and declined', async () => {
    const m = await newMember(c);
    const dep1 = (await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 50, hash: txHash() })).body.deposit.id;
    const dep2 = (await api(c.t, 'post', 'deposite/add', m.token).send({ amount: 20, hash: txHash() })).body.deposit.id;
    await api(c.t, 'put', `deposite/${dep1}`, c.admin).send({ status: 'complete' });
    await api(c.t, 'put', `deposite/${dep2}`, c.admin).send({ status: 'decline' });
    await credit(c, m.id, 100, 'non_working');
    await setPayoutAddress(c, m);
    const w1 = await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 20, kind: 'NORMAL' });
    const w2 = await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount: 10, kind: 'NORMAL' });
    expect([w1.status, w2.status]).toEqual([201, 201]);
    const wid = (r: any) => r.body.withdrawal?.id ?? r.body.id;
    expect((await api(c.t, 'put', `withdrawalrequest/${wid(w1)}`, c.admin).send({ status: 'complete' })).status).toBe(200);
    expect((await api(c.t, 'put', `withdrawalrequest/${wid(w2)}`, c.admin).send({ status: 'decline' })).status).toBe(200);
    const subjects = c.t.outbox(m.email).map((x) => x.subject);
    expect(subjects).toEqual(expect.arrayContaining([`Deposit #${dep1} completed`, `Deposit #${dep2} declined`, `Withdrawal #${wid(w1)} paid`, `Withdrawal #${wid(w2)} declined`]));
    expect(c.t.outbox(m.email).find((x) => x.subject === `Deposit #${dep1} completed`)!.text).toContain('$50.00');
    const titles = (await mine(m)).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining([`Deposit #${dep1} completed`, `Withdrawal #${wid(w2)} declined`]));
    // A repeated decision changes nothing and mails nothing.
    const count = c.t.outbox(m.email).length;
    expect((await api(c.t, 'put', `deposite/${dep1}`, c.admin).send({ status: 'complete' })).status).toBe(409);
    expect(c.t.outbox(m.email).length).toBe(count);
  });
});

describe('GraphQL and live delivery', () => {
  const SUB = 'subscription($area: NotificationArea) { notificationAdded(area: $area) { id title seen type } }';

  it('publishes to exactly the recipients at once, and the bell count follows', async () => {
    const watchA = watchSubscription<any>(c.t, SUB, {}, 'notificationAdded', a.token);
    const watchB = watchSubscription<any>(c.t, SUB, {}, 'notificationAdded', b.token);
    const watchAdmin = watchSubscription<any>(c.t, SUB, { area: 'ADMIN' }, 'notificationAdded', c.admin);
    try {
      await subscribed();
      const before = (await c.t.gql('{ myNotifications { unseen } }', {}, a.token)).data.myNotifications.unseen;
      const only = await c.t.gql('mutation($i: CreateNotificationInput!) { createNotification(input: $i) { id audience } }', { i: { title: 'Just for A', message: 'Hello A', recipients: [a.id] } }, c.admin);
      expect(only.errors).toBeUndefined();
      await watchA.next((e) => e.title === 'Just for A' && e.seen === false);
      const all = await c.t.gql('mutation { createNotification(input: { title: "Everyone", message: "Hello all", toAll: true }) { id } }', {}, c.admin);
      await watchB.next((e) => e.title === 'Everyone');
      await watchA.next((e) => e.title === 'Everyone');
      expect(watchB.events.some((e) => e.title === 'Just for A')).toBe(false);
      expect((await c.t.gql('{ myNotifications { unseen items { id } } }', {}, a.token)).data.myNotifications.unseen).toBe(before + 2);
      const seen = await c.t.gql('mutation($id: Int!) { markNotificationSeen(id: $id) { seen seenAt } }', { id: all.data.createNotification.id }, a.token);
      expect(seen.data.markNotificationSeen.seen).toBe(true);
      const foreign = await c.t.gql('mutation($id: Int!) { markNotificationSeen(id: $id) { seen } }', { id: only.data.createNotification.id }, b.token);
      expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const cleared = await c.t.gql('mutation { markAllNotificationsSeen }', {}, a.token);
      expect(cleared.data.markAllNotificationsSeen).toBeGreaterThanOrEqual(1);
      expect((await c.t.gql('{ myNotifications(unseenOnly: true) { unseen total } }', {}, a.token)).data.myNotifications).toEqual({ unseen: 0, total: 0 });

      // A member's ticket reaches the admins' bell (area ADMIN), not the members'.
      await api(c.t, 'post', 'tickets', a.token).send({ subject: 'Bell check', description: 'Does the admin bell ring?' });
      await watchAdmin.next((e) => /New ticket/.test(e.title));
      expect(watchB.events.some((e) => /New ticket/.test(e.title))).toBe(false);
      const adminBell = await c.t.gql('{ myNotifications(area: ADMIN) { unseen } }', {}, c.admin);
      expect(adminBell.data.myNotifications.unseen).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all([watchA.client.dispose(), watchB.client.dispose(), watchAdmin.client.dispose()]);
    }
  });

  it('offers notifyMember (with mail) and notifyAll to other modules, published live', async () => {
    const watchB = watchSubscription<any>(c.t, SUB, {}, 'notificationAdded', b.token);
    try {
      await subscribed();
      await c.t.running.services.notifications.notifyAll({ title: 'Achievers updated', message: 'See the home page.' });
      await watchB.next((e) => e.title === 'Achievers updated');
      const before = c.t.outbox(b.email).length;
      await c.t.running.services.notifications.notifyMember(b.id, { title: 'Your reward is ready', message: 'Claim it on the Rewards page.', email: true });
      await watchB.next((e) => e.title === 'Your reward is ready');
      expect(c.t.outbox(b.email).slice(before).map((m) => m.subject)).toEqual(['Your reward is ready']);
      // System notices are not in the admins' composed list.
      const list = await api(c.t, 'get', 'notifications', c.admin);
      expect(list.body.notifications.map((n: any) => n.title)).not.toContain('Your reward is ready');
    } finally {
      await watchB.client.dispose();
    }
  });

  it('keeps admin operations admin-only and validates input', async () => {
    const asMember = await c.t.gql('mutation { createNotification(input: { title: "Nope", message: "x", toAll: true }) { id } }', {}, a.token);
    expect(asMember.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const list = await c.t.gql('{ notifications { total } }', {}, a.token);
    expect(list.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const adminBellAsMember = await c.t.gql('{ myNotifications(area: ADMIN) { unseen } }', {}, a.token);
    expect(adminBellAsMember.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await c.t.gql('{ myNotifications { unseen } }', {});
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await c.t.gql('mutation { createNotification(input: { title: "", message: "x", toAll: true }) { id } }', {}, c.admin);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const image = await uploadBanner();
    const banner = await c.t.gql('mutation($i: String!) { createBanner(image: $i) { url } }', { i: image }, c.admin);
    expect(banner.data.createBanner.url).toBe(`/uploads/${image}`);
    expect((await c.t.gql('{ homeBanner { url } homeNotifications { id } }', {})).data.homeBanner.url).toBe(`/uploads/${image}`);
    const reused = await c.t.gql('mutation($i: String!) { createBanner(image: $i) { url } }', { i: image }, c.admin);
    expect(reused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const page = await c.t.gql('{ notifications(pageSize: 5) { total items { id seenCount recipients audience } } }', {}, c.admin);
    expect(page.data.notifications.items.length).toBeLessThanOrEqual(5);
    expect(page.data.notifications.items.every((n: any) => n.audience !== 'ADMINS')).toBe(true);
  });
});
