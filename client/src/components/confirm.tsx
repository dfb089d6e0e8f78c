import { useEffect, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { modals, ModalsProvider } from '@mantine/modals';

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

/** How the confirm dialog on screen ends, when one is. */
let openDialog: ((confirmed: boolean) => void) | null = null;

/**
 * ConfirmDialog (PAGES §1.11): resolves true when confirmed, false when cancelled or closed. One at a
 * time: the dialog is modal, so a second request while one is open can only be a second click that
 * landed before it showed (a double click on a row's action); it resolves false and shows nothing.
 */
export function confirm({ title, details = [], message, confirmLabel = 'Confirm', danger, size }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    if (openDialog) {
      resolve(false);
      return;
    }
    let settled = false;
    const done = (v: boolean) => {
      if (!settled) {
        settled = true;
        if (openDialog === done) openDialog = null;
        resolve(v);
      }
    };
    openDialog = done;
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

/**
 * Where confirm dialogs show (Mantine's ModalsProvider). A dialog still open when it goes away
 * (sign-out, the other area) ends as cancelled, so the next `confirm()` is not refused.
 */
export function ConfirmDialogs({ children }: { children: ReactNode }) {
  useEffect(() => () => openDialog?.(false), []);
  return <ModalsProvider>{children}</ModalsProvider>;
}
