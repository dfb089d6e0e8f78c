import { Anchor, Image, Modal, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isImageUrl, isPdfUrl } from '../actions';

/** Deposit proof: an image thumbnail that opens a modal, a PDF link, or '—'. */
export function ProofCell({ url, name }: { url: string | null | undefined; name?: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!url) return <Text size="sm" c="dimmed">—</Text>;
  if (isImageUrl(url)) {
    return (
      <>
        <UnstyledButton onClick={open} aria-label={`View proof${name ? ` of ${name}` : ''}`}>
          <Image src={url} alt="Deposit proof" w={48} h={48} fit="cover" radius="sm" />
        </UnstyledButton>
        <Modal opened={opened} onClose={close} title="Deposit proof" size="lg" centered>
          <Image src={url} alt="Deposit proof (full size)" fit="contain" mah="70vh" />
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" mt="sm" display="block">
            Open in a new tab
          </Anchor>
        </Modal>
      </>
    );
  }
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
      {isPdfUrl(url) ? 'PDF' : 'Open'}
    </Anchor>
  );
}
