/**
 * /admin/settings — 'Settings' (PAGES §2.3, §4; BUSINESS-RULES §7). 'App settings' feature
 * switches, the numeric settings and the rule switches. 'Save' → updateSettings with only the
 * changed fields; 'Cancel' resets the form to the loaded values.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { errorMessage } from '../../lib/notify';
import { useAdminSettingsQuery, type AdminSettingsFieldsFragment } from '../../modules/admin/graphql/settings.generated';
import { SettingsSections } from '../../modules/admin/components/SettingsSections';
import { useSettingsForm } from '../../modules/admin/hooks/useSettingsForm';

function SettingsForm({ settings }: { settings: AdminSettingsFieldsFragment }) {
  const { form, save, saving, changeCount } = useSettingsForm(settings);
  const hasChanges = changeCount > 0;

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="lg">
        <SettingsSections form={form} />

        <Group justify="flex-end" gap="sm">
          <Text size="sm" c="dimmed">
            {hasChanges ? `${changeCount} unsaved change${changeCount === 1 ? '' : 's'}` : 'No changes'}
          </Text>
          <Button variant="default" onClick={() => form.reset()} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!hasChanges}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function SettingsPage() {
  const { data, loading, error, refetch } = useAdminSettingsQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <>
      <PageHeader title="Settings" subtitle="Feature switches, limits and fees of the platform." />
      <QueryState loading={loading && !data} error={error && !data ? errorMessage(error) : null} onRetry={() => void refetch()}>
        {/* Re-keyed when the stored settings change (after Save or a refetch): the form starts from them. */}
        {data ? <SettingsForm key={JSON.stringify(data.settings)} settings={data.settings} /> : null}
      </QueryState>
    </>
  );
}
