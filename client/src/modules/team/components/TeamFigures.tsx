import { SimpleGrid } from '@mantine/core';
import { IconBriefcase, IconSitemap, IconUserCheck } from '@tabler/icons-react';
import { useTeamFiguresQuery } from '../team.generated';
import { formatMoney } from '../../../lib/money';
import { StatCard } from '../../../components/StatCard';

/** Dashboard cards: team size, team business (running principal of the downline) and active directs. */
export function TeamFigures() {
  const { data, loading, error } = useTeamFiguresQuery({ fetchPolicy: 'cache-and-network' });
  const s = data?.teamSummary;
  const busy = loading && !s;
  const failed = !s && error ? 'Unavailable' : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <StatCard label="Team Size" value={failed ?? String(s?.teamSize ?? 0)} loading={busy} icon={IconSitemap} color="cyan" to="/user/refferral-tree" testId="team-size" />
      <StatCard label="Team Business" value={failed ?? formatMoney(s?.teamBusiness)} loading={busy} icon={IconBriefcase} color="cyan" testId="team-business" />
      <StatCard
        label="Active Directs"
        value={failed ?? String(s?.activeDirects ?? 0)}
        hint={s ? `of ${s.directCount} direct members` : undefined}
        loading={busy}
        icon={IconUserCheck}
        color="cyan"
        to="/user/direct-members"
        testId="team-active-directs"
      />
    </SimpleGrid>
  );
}
