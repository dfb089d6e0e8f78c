import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface ConfirmOptions {
  title: string;
  /** Lines repeated before a money movement or deletion: amount, fee, net, target. */
  details?: Array<[label: string, value: ReactNode]>;
  message?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  /** Modal width (Mantine size); the default suits a few lines. */
  size?: string;
}

/** ConfirmDialog (PAGES §1.11): resolves true when confirmed, false when cancelled or closed. */
export function confirm({ title, details = [], message, confirmLabel = 'Confirm', danger, size }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (v: boolean) => {
      if (!settled) {
        settled = true;
        resolve(v);
      }
    };
    modals.openConfirmModal({
      title,
      centered: true,
      ...(size ? { size } : {}),
      children: (
        <Stack gap={6}>
          {/* A message may be a block of its own (text and the deposit's proof), so a div, not a <p>. */}
          {message ? (
            <Text size="sm" component="div">
              {message}
            </Text>
          ) : null}
          {details.map(([label, value]) => (
            <Text size="sm" key={label}>
              <Text span c="dimmed">
                {label}:
              </Text>{' '}
              <Text span fw={600}>
                {value}
              </Text>
            </Text>
          ))}
        </Stack>
      ),
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: danger ? 'red' : undefined },
      onConfirm: () => done(true),
      onCancel: () => done(false),
      onClose: () => done(false),
    });
  });
}
