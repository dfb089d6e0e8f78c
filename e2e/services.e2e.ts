/**
 * Member services live in Chromium (PAGES §5): an admin's notification raises the member's bell
 * and a toast without a reload; ticket replies appear live on both sides; after a forced
 * WebSocket drop, the reconnect refetches so a notification sent meanwhile is not missed.
 */
import type { Page, WebSocketRoute } from 'playwright-core';
import { ADMIN, apiPost, newPage, signIn, snap, useE2E } from './support';

const e2e = useE2E();

/**
 * Records the graphql-ws frames a page sends (attach before the page opens its socket). `subscribed`
 * resolves once a subscribe for `field` was sent after the `since` mark (then the server delivers
 * events to it).
 */
function trackSubscribes(page: Page) {
  const sent: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (frame) => {
      sent.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString());
    });
  });
  return {
    mark: () => sent.length,
    async subscribed(field: string, since = 0, ms = 15000) {
      const until = Date.now() + ms;
      while (!sent.slice(since).some((t) => t.includes('"subscribe"') && t.includes(field))) {
        if (Date.now() > until) throw new Error(`no subscribe for ${field} was sent`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 300));
    },
  };
}

/** The first member needs no sponsor; every later one is referred by the first. */
let sponsorCode = '';
async function registerMember(email: string, password: string, fullname: string) {
  const res = await apiPost(e2e.server, 'auth/register', { fullname, phone: '+15550100400', email, password, confirmPassword: password, referralBy: sponsorCode });
  if (!sponsorCode) sponsorCode = res.auth.refferal_code;
  return res;
}

test('an admin notification raises the member bell and a toast at once, without a reload', async () => {
  await registerMember('bell@e2e.local', 'bell-pass-1', 'Bella Bell');
  const m = await newPage(e2e.browser);
  const a = await newPage(e2e.browser);
  try {
    const frames = trackSubscribes(m.page);
    await signIn(m.page, e2e.server, '/user/login', 'bell@e2e.local', 'bell-pass-1', '/user/dashboard');
    await m.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await frames.subscribed('notificationAdded');

    await signIn(a.page, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
    await a.page.goto(`${e2e.server.url}/admin/notification`);
    await a.page.getByLabel(/^Title/).fill('Scheduled maintenance');
    await a.page.getByLabel(/^Message/).fill('The platform pauses on Sunday 02:00 UTC for ten minutes.');
    await a.page.getByRole('button', { name: 'Send' }).click();
    await a.page.getByText('Notification created successfully!').waitFor();

    // Live on the member's page: the bell's count and a toast with the title.
    await m.page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor({ timeout: 10000 });
    await m.page.getByText('Scheduled maintenance').first().waitFor();
    expect(await m.page.getByTestId('notification-count').textContent()).toBe('1');

    // The admin list counts who has seen it; the member marks it seen from the bell.
    await m.page.getByRole('button', { name: 'Notifications (1 unread)' }).click();
    await m.page.getByRole('menuitem', { name: /Scheduled maintenance/ }).click();
    await m.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await a.page.goto(`${e2e.server.url}/admin/notification/list`);
    await a.page.getByRole('row', { name: /Scheduled maintenance/ }).getByTestId('seen-count').filter({ hasText: /^1 \/ \d+$/ }).waitFor();
  } catch (err) {
    await snap(m.page, 'services-bell-member');
    await snap(a.page, 'services-bell-admin');
    throw err;
  } finally {
    await m.context.close();
    await a.context.close();
  }
});

test("an admin reply appears live on the member's ticket page and the member's reply on the admin's", async () => {
  await registerMember('asker@e2e.local', 'asker-pass-1', 'Asha Asker');
  const m = await newPage(e2e.browser);
  const a = await newPage(e2e.browser);
  const memberFrames = trackSubscribes(m.page);
  const adminFrames = trackSubscribes(a.page);
  try {
    await signIn(m.page, e2e.server, '/user/login', 'asker@e2e.local', 'asker-pass-1', '/user/dashboard');
    await m.page.goto(`${e2e.server.url}/user/query/create`);
    await m.page.getByLabel(/^Subject/).fill('Withdrawal still pending');
    await m.page.getByRole('combobox', { name: 'Category' }).click();
    await m.page.getByRole('option', { name: 'Withdrawal' }).click();
    await m.page.getByLabel(/^Message/).fill('My withdrawal from Monday is still pending. Can you check?');
    await m.page.getByRole('button', { name: 'Submit' }).click();
    await m.page.waitForURL(/\/user\/queries\/\d+$/);
    const ticketId = m.page.url().split('/').pop();
    await m.page.getByRole('heading', { name: `Ticket #${ticketId}` }).waitFor();
    await memberFrames.subscribed('ticketResponseAdded');

    await signIn(a.page, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
    await a.page.goto(`${e2e.server.url}/admin/ticket/${ticketId}`);
    await a.page.getByText('My withdrawal from Monday is still pending. Can you check?').waitFor();
    await adminFrames.subscribed('ticketResponseAdded');

    await a.page.getByLabel('Reply').fill('It was paid a minute ago, please check your wallet.');
    await a.page.getByRole('button', { name: 'Send' }).click();
    await m.page.getByText('It was paid a minute ago, please check your wallet.').waitFor({ timeout: 10000 });

    await m.page.getByLabel('Reply').fill('Received, thank you!');
    await m.page.getByRole('button', { name: 'Send' }).click();
    await a.page.getByText('Received, thank you!').waitFor({ timeout: 10000 });
    // One's own reply is shown once (the live echo is deduplicated).
    expect(await m.page.getByText('Received, thank you!').count()).toBe(1);

    // A status change reaches the member's badge live.
    await a.page.getByRole('combobox', { name: 'Status' }).click();
    await a.page.getByRole('option', { name: 'Resolved' }).click();
    await m.page.getByTestId('ticket-status').filter({ hasText: 'Resolved' }).waitFor({ timeout: 10000 });
  } catch (err) {
    await snap(m.page, 'services-ticket-member');
    await snap(a.page, 'services-ticket-admin');
    throw err;
  } finally {
    await m.context.close();
    await a.context.close();
  }
});

test('after a forced WebSocket reconnect, a notification sent while disconnected is not missed', async () => {
  const member = await registerMember('offline@e2e.local', 'offline-pass-1', 'Otto Offline');
  const admin = await apiPost(e2e.server, 'auth/adminsignin', ADMIN);
  const m = await newPage(e2e.browser);
  let blocked = false;
  const live: WebSocketRoute[] = [];
  let subscribes = 0;
  // Every graphql-ws connection of the page goes through this route, so the test can drop it.
  await m.page.routeWebSocket(/\/graphql$/, (ws) => {
    if (blocked) {
      ws.close({ code: 1012, reason: 'Service Restart' });
      return;
    }
    const server = ws.connectToServer();
    ws.onMessage((msg) => {
      if (typeof msg === 'string' && msg.includes('"subscribe"') && msg.includes('notificationAdded')) subscribes += 1;
      server.send(msg);
    });
    live.push(ws);
  });
  const waitFor = async (cond: () => boolean, what: string, ms = 20000) => {
    const until = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  try {
    await signIn(m.page, e2e.server, '/user/login', 'offline@e2e.local', 'offline-pass-1', '/user/dashboard');
    await m.page.goto(`${e2e.server.url}/user/notification`);
    await m.page.getByText('No notifications available').waitFor();
    await waitFor(() => subscribes >= 1, 'the first subscription');

    // Drop the connection and refuse reconnects while the admin sends a notification.
    blocked = true;
    const before = subscribes;
    for (const ws of live.splice(0)) await ws.close({ code: 1012, reason: 'Service Restart' });
    await apiPost(e2e.server, 'notifications', { title: 'Sent while you were offline', message: 'Nothing is lost.', users: false, recipients: [member.auth.id] }, admin.token);
    await new Promise((r) => setTimeout(r, 500));
    expect(await m.page.getByText('Sent while you were offline').count()).toBe(0);

    // Let it reconnect: the reconnect refetches the list and the bell.
    blocked = false;
    await waitFor(() => subscribes > before, 'the resubscription after the reconnect', 40000);
    await m.page.getByTestId('notification-item').filter({ hasText: 'Sent while you were offline' }).waitFor({ timeout: 15000 });
    await m.page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor({ timeout: 15000 });
  } catch (err) {
    await snap(m.page, 'services-reconnect');
    throw err;
  } finally {
    await m.context.close();
  }
});
