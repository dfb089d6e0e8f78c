import { Link } from 'react-router-dom';
import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';

/** The 'Meridian' wordmark, linking to `to`. */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label="Meridian home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={30} radius="md" variant="gradient" gradient={{ from: 'teal', to: 'indigo', deg: 45 }}>
          <IconChartLine size={18} aria-hidden />
        </ThemeIcon>
        <Text fw={800} fz="lg" lh={1}>
          Meridian
        </Text>
      </Group>
    </UnstyledButton>
  );
}
