/**
 * /user/salary-transactions — 'Salary Transactions' exactly as PAGES §3: four cards over all loaded
 * records, client-side search, page sizes 5/10/20/50, sorting (default created_at descending), a
 * five-page window, loading / empty / error states and a Refresh that refetches from the network.
 */
import { useMemo } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconCoins, IconListNumbers, IconRefresh, IconScale, IconSearch } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { CARDS_BELOW } from '../../components/DataTable';
import { StatCard } from '../../components/StatCard';
import { formatDate, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { useMySalaryPaymentsQuery } from '../../modules/ranks/ranks.generated';
import { PAGE_SIZES } from '../../modules/ranks/salaryTable';
import { SalaryPager, SalaryTable } from '../../modules/ranks/components/SalaryTable';
import { useSalaryTable } from '../../modules/ranks/hooks/useSalaryTable';

export default function SalaryTransactionsPage() {
  const query = useMySalaryPaymentsQuery({ notifyOnNetworkStatusChange: true });
  const phone = useMediaQuery(`(max-width: ${CARDS_BELOW})`) ?? false;
  const all = useMemo(() => query.data?.mySalaryPayments ?? [], [query.data]);
  const { search, searchFor, clearSearch, size, setSize, sort, onSort, setPage, cards, filtered, pages, current, visible, offset, showing } = useSalaryTable(all);

  const loading = query.loading;
  const error = query.error ? errorMessage(query.error, 'Failed to fetch salary transactions') : null;
  /** Nothing loaded: the cards show '—', never a count or an amount standing in for the records. */
  const failed = !!query.error && !query.data;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Salary Transactions"
        subtitle="Manage and view salary transaction records"
        actions={
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void query.refetch()} disabled={loading}>
            Refresh
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard label="Total Transactions" value={String(cards.count)} icon={IconListNumbers} loading={loading && !query.data} error={failed} testId="salary-count" />
        <StatCard label="Total Amount" value={formatMoney(cards.total)} icon={IconCoins} loading={loading && !query.data} error={failed} testId="salary-total" />
        <StatCard label="Average Amount" value={formatMoney(cards.average)} icon={IconScale} loading={loading && !query.data} error={failed} testId="salary-average" />
        <StatCard label="Latest Transaction" value={cards.latest ? formatDate(cards.latest) : 'N/A'} icon={IconCalendar} loading={loading && !query.data} error={failed} testId="salary-latest" />
      </SimpleGrid>

      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="md" wrap="wrap">
          <TextInput
            placeholder="Search transactions..."
            aria-label="Search transactions"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => searchFor(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Select
            aria-label="Rows per page"
            data={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(size)}
            onChange={(v) => setSize(Number(v ?? 10))}
            allowDeselect={false}
            w={90}
          />
        </Group>

        {loading ? (
          <Center py="xl">
            <Group gap="sm">
              <Loader size="sm" />
              <Text>Loading transactions...</Text>
            </Group>
          </Center>
        ) : error ? (
          <Alert color="red" title="Error Loading Data">
            {error}
          </Alert>
        ) : filtered.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={500}>No transactions found</Text>
            <Anchor component="button" type="button" size="sm" onClick={clearSearch}>
              Clear search to see all transactions
            </Anchor>
          </Stack>
        ) : (
          <SalaryTable rows={visible} offset={offset} sort={sort} onSort={onSort} phone={phone} />
        )}

        {!loading && !error && showing ? (
          <Group justify="space-between" mt="md" wrap="wrap">
            <Text size="sm" c="dimmed">
              {showing}
            </Text>
            <SalaryPager current={current} pages={pages} setPage={setPage} />
          </Group>
        ) : null}
      </Paper>
    </Stack>
  );
}
