/** The site pop-up's dialog (a chunk of its own: it loads only when there is a pop-up to show). */
import { Image, Modal, Stack, Text } from '@mantine/core';

export interface SitePopupModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
  imageUrl?: string | null;
}

export default function SitePopupModal({ opened, onClose, title, message, imageUrl }: SitePopupModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <Stack gap="sm">
        {imageUrl ? <Image src={imageUrl} alt={title} radius="sm" /> : null}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </Text>
      </Stack>
    </Modal>
  );
}
