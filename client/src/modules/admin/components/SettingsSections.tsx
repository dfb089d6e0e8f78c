/**
 * The settings form's sections (PAGES §2.3, §4): App settings (feature switches), Limits and fees,
 * Approvals, Accounts and platform (with the rule switches) and Operator.
 */
import { Divider, Paper, SimpleGrid, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FEATURE_SWITCHES, switchDescription } from '../settingsMeta';
import { LIMITS, OPERATOR_FIELDS, RISK_NOTICE_MAX, RULE_SWITCHES, thresholdRule, type SettingsFormValues } from '../settingsForm';

export function SettingsSections({ form }: { form: UseFormReturnType<SettingsFormValues> }) {
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb={4}>
          App settings
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Feature switches, enforced by the server.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {FEATURE_SWITCHES.map(({ key, label, feature }) => (
            <Switch key={key} label={label} aria-label={label} description={switchDescription(feature)} {...form.getInputProps(key, { type: 'checkbox' })} />
          ))}
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="md">
          Limits and fees
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {LIMITS.map((rule) => (
            <TextInput key={rule.key} label={rule.label} description={rule.description} inputMode="decimal" {...form.getInputProps(rule.key)} />
          ))}
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb={4}>
          Approvals
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Money moved by hand is checked by two staff members (maker-checker).
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <TextInput label={thresholdRule.label} description={thresholdRule.description} inputMode="decimal" {...form.getInputProps(thresholdRule.key)} />
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="md">
          Accounts and platform
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Username prefix" description="2 to 6 capital letters, e.g. MRD" {...form.getInputProps('usernamePrefix')} />
          <TextInput label="Time zone" description="IANA name used by the daily jobs, e.g. UTC" {...form.getInputProps('timeZone')} />
        </SimpleGrid>
        <Divider my="md" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {RULE_SWITCHES.map(({ key, label }) => (
            <Switch key={key} label={label} aria-label={label} {...form.getInputProps(key, { type: 'checkbox' })} />
          ))}
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="md">
          Operator
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {OPERATOR_FIELDS.map((f) => (
            <TextInput key={f.key} label={f.label} description={f.description} maxLength={f.max} required={f.required} {...form.getInputProps(f.key)} />
          ))}
        </SimpleGrid>
        <Textarea mt="md" label="Risk notice" description={`Shown on the home page and in the footer; at most ${RISK_NOTICE_MAX} characters`} autosize minRows={2} maxLength={RISK_NOTICE_MAX} required {...form.getInputProps('riskNotice')} />
      </Paper>
    </>
  );
}
