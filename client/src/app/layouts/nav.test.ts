import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '../router';
import { ADMIN_NAV, USER_NAV } from './nav';

/** Every sidebar link must lead to a real route (not the '*' 404 route). */
describe('sidebar navigation data', () => {
  const items = [...USER_NAV, ...ADMIN_NAV].flatMap((group) => group.items);

  it('has at least the routes that exist today', () => {
    expect(items.map((i) => i.to)).toEqual(expect.arrayContaining(['/agreement-terms-condition', '/admin/graphql']));
    expect(ADMIN_NAV.find((g) => g.label === 'Members')?.items).toContainEqual(expect.objectContaining({ label: 'Defaulter Users', to: '/admin/defaulter' }));
  });

  it.each(items.map((i) => [i.label, i.to]))('%s → %s is a route of the router', (_label, to) => {
    const matches = matchRoutes(appRoutes, to) ?? [];
    const leaf = matches[matches.length - 1]?.route;
    expect(leaf).toBeDefined();
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.path).not.toBe('/user/*'); // the member-shell 404
  });

  it('keeps the group order of PAGES §1.1', () => {
    expect(USER_NAV.map((g) => g.label)).toEqual(['Overview', 'Funds', 'Plans', 'Team', 'Earnings', 'Market', 'Help']);
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
