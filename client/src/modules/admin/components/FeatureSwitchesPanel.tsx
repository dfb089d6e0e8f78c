/** 'Other Information' on the admin dashboard: each feature switch On or Off, with a link to Settings. */
import { Link } from 'react-router-dom';
import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/notify';
import { useAdminSettingsQuery } from '../graphql/settings.generated';
import { FEATURE_SWITCHES } from '../settingsMeta';

export function FeatureSwitchesPanel() {
  const { data, loading, error } = useAdminSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const settings = data?.settings;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Other Information
        </Title>
        <Anchor component={Link} to="/admin/settings" size="sm">
          Settings
        </Anchor>
      </Group>
      {settings ? (
        <Group gap="xs">
          {FEATURE_SWITCHES.map(({ key, feature }) => (
            <Badge key={key} color={settings[key] ? 'green' : 'red'} variant="light" size="lg" radius="sm" tt="none">
              {`${feature}: ${settings[key] ? 'On' : 'Off'}`}
            </Badge>
          ))}
        </Group>
      ) : loading ? (
        <Text size="sm">Loading...</Text>
      ) : error ? (
        <Text size="sm" c="red" role="alert">
          {errorMessage(error)}
        </Text>
      ) : null}
    </Paper>
  );
}
