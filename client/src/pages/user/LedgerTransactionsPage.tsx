/**
 * /user/transaction/{table_name} and /user/transaction/{table_name}/{fit} — '{Ledger} Transactions'
 * (PAGES §2.2): the member's lines of one income ledger ('Transaction History'), total card, server
 * paging (10), Refresh, Export CSV; columns SR No, ID, Type, From, Amount, On Amount, Percent, Created At. `fit` filters by sub-type: a level for level income (that level's
 * share of each day's credit, explained), else one of the ledger's entry kinds. Unknown ledgers show the 404 page; `salary_transactions` goes
 * to /user/salary-transactions when that page exists.
 */
import { Navigate, matchRoutes, useParams } from 'react-router-dom';
import { useApolloClient } from '@apollo/client';
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCoins, IconRefresh } from '@tabler/icons-react';
import NotFoundPage from '../../components/NotFoundPage';
import { DataTable, type Column } from '../../components/DataTable';
import { PersonName, personLabel } from '../../components/PersonName';
import { PageHeader } from '../../components/PageHeader';
import { userRoutes } from '../../app/routes/userRoutes';
import { useMyIncomeTotalsQuery, type MyTotalsFieldsFragment } from '../../modules/member/member.generated';
import { MyLedgerRowsDocument, useMyLedgerRowsQuery, type MyLedgerRowsQuery, type MyLedgerRowsQueryVariables } from '../../modules/money/money.generated';
import { formatDateTime, formatMoney, formatMoneyOrDash, formatPercent } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { ExportCsvButton, collectByKey } from '../../modules/money/exportCsv';
import { useKeysetPaging } from '../../lib/keysetPaging';
import { kindLabel } from '../../modules/money/labels';
import { StatCard } from '../../components/StatCard';

type Row = MyLedgerRowsQuery['ledgerRows']['items'][number];
const PAGE_SIZE = 10;

/** The ledgers of this page: table_name → label and the lifetime total in me.totals. */
export const LEDGERS: Record<string, { label: string; total: keyof Omit<MyTotalsFieldsFragment, '__typename'> }> = {
  direct_transaction: { label: 'Direct Income', total: 'directIncome' },
  invest_level_transaction: { label: 'Level Income', total: 'levelIncome' },
  roi_transaction: { label: 'ROI Income', total: 'roiIncome' },
  reward_transaction: { label: 'Reward Income', total: 'rewardIncome' },
  cto_transaction: { label: 'CTO Income', total: 'ctoIncome' },
};

export const SALARY_PATH = '/user/salary-transactions';

/** True when the router has a member page at `path` (checked at run time, not assumed). */
export function userRouteExists(path: string): boolean {
  const matches = matchRoutes(userRoutes, path) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  return !!leaf && leaf.path !== '*';
}

export function ledgerColumns(offset: number): Column<Row>[] {
  return [
    { key: 'sr', header: 'SR No', render: (_r, i) => offset + i + 1 },
    { key: 'id', header: 'ID', render: (r) => r.id },
    { key: 'type', header: 'Type', render: (r) => kindLabel(r.kind, r.description) },
    // Level income is one credit a day from many members: its explanation stands in for a sender.
    // The person by name and code (issue 20 item 7); the e-mail where the name is unknown.
    {
      key: 'from',
      header: 'From',
      render: (r) => (r.counterpartyName || r.counterpartyCode ? <PersonName name={r.counterpartyName} code={r.counterpartyCode} /> : (r.counterpartyEmail ?? (r.kind === 'LEVEL_INCOME' ? r.description : '—'))),
      csv: (r) => (r.counterpartyName || r.counterpartyCode ? personLabel(r.counterpartyName, r.counterpartyCode) : (r.counterpartyEmail ?? (r.kind === 'LEVEL_INCOME' ? r.description : ''))),
    },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount), csv: (r) => r.amount },
    // The base and rate of the income, where the server keeps them ('—' where it does not).
    { key: 'onAmount', header: 'On Amount', align: 'right', render: (r) => formatMoneyOrDash(r.onAmount), csv: (r) => r.onAmount ?? '' },
    { key: 'percent', header: 'Percent', align: 'right', render: (r) => formatPercent(r.percent), csv: (r) => r.percent ?? '' },
    { key: 'created', header: 'Created At', render: (r) => formatDateTime(r.createdAt) },
  ];
}

function StandaloneNotFound() {
  // An unknown ledger is a 404 for a signed-in member: inside the member shell, like any unknown /user/… path.
  return <NotFoundPage embedded />;
}

function LedgerView({ tableName, label, totalKey, fit }: { tableName: string; label: string; totalKey: keyof Omit<MyTotalsFieldsFragment, '__typename'>; fit?: string }) {
  const client = useApolloClient();
  const { page, before, setPage } = useKeysetPaging(tableName);
  const rows = useMyLedgerRowsQuery({ variables: { tableName, page, pageSize: PAGE_SIZE, before, fit }, notifyOnNetworkStatusChange: true });
  const totals = useMyIncomeTotalsQuery();
  const total = rows.data?.ledgerRows.total ?? 0;
  // Sentence case: 'Direct income transactions' (acronyms such as ROI and CTO keep their capitals).
  const name = `${label.replace(/ Income$/, ' income')} transactions`;
  const title = fit ? `${name} — ${fit}` : name;

  const loadAll = () =>
    collectByKey(async (cursor, size) => {
      const { data } = await client.query<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>({ query: MyLedgerRowsDocument, variables: { tableName, page: 1, pageSize: size, before: cursor, fit }, fetchPolicy: 'network-only' });
      return data.ledgerRows;
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => {
                void rows.refetch();
                void totals.refetch();
              }}
              loading={rows.loading}
            >
              Refresh
            </Button>
            <ExportCsvButton name={tableName} columns={ledgerColumns(0)} load={loadAll} disabled={!total} />
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <StatCard label={`Total ${label}`} value={formatMoneyOrDash(totals.data?.me.totals[totalKey], totals.error)} icon={IconCoins} loading={totals.loading && !totals.data} error={totals.error && !totals.data} testId="ledger-total" />
        <StatCard label="Entries" value={String(total)} loading={rows.loading && !rows.data} />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={4}>Transaction History</Title>
        <DataTable
          columns={ledgerColumns((page - 1) * PAGE_SIZE)}
          rows={rows.data?.ledgerRows.items}
          rowKey={(r) => r.id}
          loading={rows.loading}
          error={rows.error && !rows.data ? errorMessage(rows.error, 'Failed to fetch transactions') : null}
          emptyText="No transactions found"
          paging={{ page, pageSize: PAGE_SIZE, total, onPageChange: (p) => setPage(p, rows.data?.ledgerRows) }}
        />
      </Stack>
    </Stack>
  );
}

export default function LedgerTransactionsPage() {
  const { table_name: tableName = '', fit } = useParams();
  if (tableName === 'salary_transactions') {
    return userRouteExists(SALARY_PATH) ? <Navigate to={SALARY_PATH} replace /> : <StandaloneNotFound />;
  }
  const ledger = Object.prototype.hasOwnProperty.call(LEDGERS, tableName) ? LEDGERS[tableName] : undefined;
  if (!ledger) return <StandaloneNotFound />;
  // Keyed by ledger: switching ledgers starts again at page 1.
  return <LedgerView key={`${tableName}/${fit ?? ''}`} tableName={tableName} label={ledger.label} totalKey={ledger.total} fit={fit} />;
}
