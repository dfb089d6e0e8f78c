/**
 * The tabs of the member's one 'Invest' entry (issue 20 item 10): the four ways to buy a plan, each
 * its own route (PAGES §2.2), one look apart. Links in a named navigation (each a real, shareable
 * address; the current one is aria-current="page"), styled as tabs.
 */
import { Link, useLocation } from 'react-router-dom';
import { Button, Group } from '@mantine/core';

export const INVEST_TABS: ReadonlyArray<{ to: string; label: string; also?: string[] }> = [
  { to: '/user/plan', label: 'Plans' },
  { to: '/user/topup', label: 'Top-Up' },
  { to: '/user/retopup', label: 'Re-Top-Up', also: ['/user/re-topup'] },
  { to: '/user/top', label: 'Top Up a Friend' },
];

export function InvestTabs() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Invest" gap={6} wrap="wrap" mb="md" pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      {INVEST_TABS.map((t) => {
        const current = t.to === pathname || !!t.also?.includes(pathname);
        return (
          <Button key={t.to} component={Link} to={t.to} size="sm" variant={current ? 'light' : 'subtle'} color={current ? undefined : 'gray'} aria-current={current ? 'page' : undefined}>
            {t.label}
          </Button>
        );
      })}
    </Group>
  );
}
