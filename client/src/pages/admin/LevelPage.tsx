/** /admin/level — both level tables (investment / ROI-share and activation), levels 1–20, editable. */
import { SimpleGrid, Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useLevelTablesQuery } from '../../modules/plans/desk.generated';
import { errorMessage } from '../../lib/notify';
import { LevelTableEditor } from '../../modules/plans/components/LevelTableEditor';

export default function LevelPage() {
  const { data, loading, error, refetch } = useLevelTablesQuery();
  return (
    <Stack gap="lg">
      <PageHeader title="Level income" subtitle="The percentages paid to uplines at levels 1–20." />
      <QueryState loading={loading && !data} error={!data && error ? errorMessage(error) : null} onRetry={() => void refetch()}>
        <SimpleGrid cols={1} spacing="lg">
          <LevelTableEditor
            table="INVESTMENT"
            title="Investment (ROI-share) levels"
            description="Share of each member's daily ROI paid to the upline at each level, from the next daily run."
            rates={data?.levelTables.investment}
          />
          <LevelTableEditor table="ACTIVATION" title="Activation levels" description="Share of an activation plan's price paid to the upline at each level." rates={data?.levelTables.activation} />
        </SimpleGrid>
      </QueryState>
    </Stack>
  );
}
