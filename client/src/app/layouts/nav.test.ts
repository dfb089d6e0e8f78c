import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '../router';
import { adminRoutePermission, adminRoutes } from '../routes/adminRoutes';
import { STAFF_PERMISSIONS } from '../../modules/staff/permissions';
import { ROLE_PERMISSIONS } from '../../modules/staff/testing';
import { ADMIN_NAV, USER_NAV, visibleNav } from './nav';

/** Every sidebar link must lead to a real route (not the '*' 404 route). */
describe('sidebar navigation data', () => {
  const items = [...USER_NAV, ...ADMIN_NAV].flatMap((group) => group.items);

  it('has at least the routes that exist today', () => {
    expect(items.map((i) => i.to)).toEqual(expect.arrayContaining(['/agreement-terms-condition', '/admin/graphql']));
    expect(ADMIN_NAV.find((g) => g.label === 'Members')?.items).toContainEqual(expect.objectContaining({ label: 'Defaulter Users', to: '/admin/defaulter' }));
  });

  it('one Invest entry stands for the four buy pages, which stay routes of the router (issue 20 item 10)', () => {
    const invest = USER_NAV.find((g) => g.label === 'Invest')!;
    expect(invest.items).toHaveLength(1);
    expect(invest.items[0]).toMatchObject({ label: 'Invest', to: '/user/plan' });
    for (const to of invest.items[0].alsoActiveOn ?? []) expect(matchRoutes(appRoutes, to)?.at(-1)?.route.path).toBe(to);
    const buyLinks = USER_NAV.flatMap((g) => g.items).filter((i) => ['/user/topup', '/user/retopup', '/user/top'].includes(i.to));
    expect(buyLinks).toEqual([]);
  });

  it.each(items.map((i) => [i.label, i.to]))('%s → %s is a route of the router', (_label, to) => {
    const matches = matchRoutes(appRoutes, to) ?? [];
    const leaf = matches[matches.length - 1]?.route;
    expect(leaf).toBeDefined();
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.path).not.toBe('/user/*'); // the member-shell 404
  });

  it('keeps the group order of PAGES §1.1', () => {
    expect(USER_NAV.map((g) => g.label)).toEqual(['Overview', 'Funds', 'Invest', 'Team', 'Earnings', 'Market', 'Help', 'Account']);
    expect(ADMIN_NAV.map((g) => g.label)).toEqual([
      'Overview',
      'Members',
      'Money desk',
      'Plans',
      'Incomes',
      'Support',
      'Content',
      'System',
    ]);
  });
});

/** The staff permissions of the sidebar and the routes (issue 17): each admin link and page names what it needs. */
describe('admin navigation by staff permission', () => {
  const adminItems = ADMIN_NAV.flatMap((group) => group.items);
  const labels = (permissions: readonly string[]) => visibleNav(ADMIN_NAV, permissions).flatMap((g) => g.items.map((i) => i.label));

  it('names only permissions the server knows (server/src/common/auth/permissions.ts)', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../../../server/src/common/auth/permissions.ts'), 'utf8');
    const table = source.slice(source.indexOf('export const PERMISSIONS = {'), source.indexOf('} as const;'));
    const serverNames = [...table.matchAll(/^\s+'([a-z]+:[a-z]+)':/gm)].map((m) => m[1]);
    expect(serverNames.length).toBeGreaterThan(10);
    // The client may lag a new server permission (no page uses it yet), never name one the server lacks.
    for (const name of STAFF_PERMISSIONS) expect(serverNames).toContain(name);
    for (const role of Object.keys(ROLE_PERMISSIONS) as Array<keyof typeof ROLE_PERMISSIONS>) {
      for (const p of ROLE_PERMISSIONS[role]) expect(STAFF_PERMISSIONS).toContain(p);
    }
  });

  it.each(adminItems.map((i) => [i.label, i.to]))('%s → %s needs the same permission as its route', (_label, to) => {
    const item = adminItems.find((i) => i.to === to)!;
    const route = adminRoutePermission(to);
    expect(route).not.toBeUndefined();
    expect(item.permission ?? null).toEqual(route);
  });

  it('every admin route names its permission (null only for pages every staff member uses)', () => {
    for (const route of adminRoutes) {
      const rule = route.handle.permission;
      const names = rule === null ? [] : typeof rule === 'string' ? [rule] : [...rule];
      for (const name of names) expect(STAFF_PERMISSIONS).toContain(name);
    }
    const open = adminRoutes.filter((r) => r.handle.permission === null).map((r) => r.path);
    expect(open).toContain('/admin/profile');
    expect(open).not.toContain('/admin/staff');
    expect(adminRoutePermission('/admin/staff')).toBe('staff:manage');
    expect(adminRoutePermission('/admin/deposite/pending')).toBe('deposits:read');
    expect(adminRoutePermission('/admin/nowhere')).toBeUndefined();
  });

  it('an OWNER sees every admin link, Staff and Approvals included', () => {
    expect(labels(ROLE_PERMISSIONS.OWNER)).toEqual(adminItems.map((i) => i.label));
    expect(labels(ROLE_PERMISSIONS.OWNER)).toEqual(expect.arrayContaining(['Staff', 'Approvals', 'Settings']));
  });

  it('an ANALYST sees the reports and lists, not settings, staff, plans, content or support', () => {
    const analyst = labels(ROLE_PERMISSIONS.ANALYST);
    expect(analyst).toEqual(expect.arrayContaining(['Dashboard', 'Reports', 'Users', 'Deposits', 'Withdrawal Requests', 'Approvals', 'Top-Ups', 'Audit log', 'GraphQL explorer', 'Admin Profile']));
    for (const hidden of ['Settings', 'Staff', 'QR Link', 'Investment Plans', 'Reward Plans', 'Tickets', 'Send Notification', 'News']) expect(analyst).not.toContain(hidden);
  });

  it('SUPPORT sees members and support only; CONTENT sees content and QR; FINANCE the money desk', () => {
    const support = labels(ROLE_PERMISSIONS.SUPPORT);
    expect(support).toEqual(expect.arrayContaining(['Users', 'Tickets', 'Support Messages', 'Bookings']));
    for (const hidden of ['Dashboard', 'Reports', 'Deposits', 'Approvals', 'Settings']) expect(support).not.toContain(hidden);

    const content = labels(ROLE_PERMISSIONS.CONTENT);
    expect(content).toEqual(expect.arrayContaining(['QR Link', 'Send Notification', 'Notifications', 'News', 'Achievers', 'Offers']));
    for (const hidden of ['Dashboard', 'Users', 'Deposits', 'Approvals']) expect(content).not.toContain(hidden);

    const finance = labels(ROLE_PERMISSIONS.FINANCE);
    expect(finance).toEqual(expect.arrayContaining(['Deposits', 'Withdrawal Requests', 'ROI Withdrawals', 'Approvals', 'Top-Ups', 'CTO']));
    for (const hidden of ['Settings', 'Staff', 'Audit log', 'Investment Plans']) expect(finance).not.toContain(hidden);
  });

  it('a group left without links is dropped by the sidebar (no empty headings)', () => {
    const groups = visibleNav(ADMIN_NAV, ROLE_PERMISSIONS.CONTENT).filter((g) => g.items.length > 0).map((g) => g.label);
    expect(groups).not.toContain('Members');
    expect(groups).not.toContain('Incomes');
    expect(groups).toEqual(expect.arrayContaining(['Money desk', 'Content', 'System']));
  });
});
