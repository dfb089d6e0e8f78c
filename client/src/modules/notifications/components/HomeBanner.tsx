/**
 * Home page banner (PAGES §2.1 '/'): the current banner image and the notices of type 'home' sent
 * to everyone. Renders nothing while there is neither.
 */
import { Alert, Container, Image, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { usePublicQuery } from '../../../lib/publicGraphql';
import { PublicHomeNotificationsDocument, type PublicHomeNotificationsQuery } from '../publicNotifications.generated';

export function HomeBanner() {
  const { data } = usePublicQuery<PublicHomeNotificationsQuery>(PublicHomeNotificationsDocument);
  const banner = data?.homeBanner;
  const notices = (data?.homeNotifications ?? []).filter((n) => n.type === 'HOME').slice(0, 3);
  if (!banner && notices.length === 0) return null;
  return (
    <Container size="lg" py="md" component="section" aria-label="Announcements">
      <Stack gap="sm">
        {banner ? <Image src={banner.url} alt="Meridian announcement banner" radius="md" mah={360} fit="cover" /> : null}
        {notices.map((n) => (
          <Alert key={n.id} icon={<IconSpeakerphone size={18} />} title={n.title} color="blue" variant="light">
            <Text size="sm">{n.message}</Text>
          </Alert>
        ))}
      </Stack>
    </Container>
  );
}
