import { useEffect, type ReactNode } from 'react';
import { Group, Stack, Text, Title, type TitleProps } from '@mantine/core';

/** Sets document.title on mount and whenever `title` changes (PAGES §1.2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export interface PageHeaderProps extends Omit<TitleProps, 'order' | 'children' | 'title'> {
  /** Page title: becomes document.title and the page's one h1 (styled as h2). */
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown on the right of the heading. */
  actions?: ReactNode;
  /** Center the heading (forms, standalone pages). */
  centered?: boolean;
}

/** The page heading: sets document.title and shows the same text as the page's only h1 (at h2 size; the layouts have no other h1). */
export function PageHeader({ title, subtitle, actions, centered = false, ...titleProps }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <Group justify={centered ? 'center' : 'space-between'} align="flex-end" wrap="wrap" gap="sm" mb="lg">
      <Stack gap={4} align={centered ? 'center' : undefined} ta={centered ? 'center' : undefined}>
        <Title order={1} size="h2" {...titleProps}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
