/**
 * Home page sections (PAGES §2.1 '/'): latest news and the achievers' cards. Public queries over the
 * public pages' fetch caller (no Apollo); a section without items is not shown, a failed one says so.
 */
import { Card, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Section } from '../../../components/Section';
import { formatDate } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { usePublicQuery } from '../../../lib/publicGraphql';
import { PublicAchieversDocument, PublicNewsListDocument, type PublicAchieversQuery, type PublicNewsListQuery } from '../publicContent.generated';

const LATEST_NEWS = { page: 1, pageSize: 3 };

export function HomeNews() {
  const { data, error } = usePublicQuery<PublicNewsListQuery>(PublicNewsListDocument, LATEST_NEWS);
  const items = data?.news.items ?? [];
  if (error && !data) {
    return (
      <Section id="news" title="Latest news">
        <Text c="red" role="alert">
          {errorMessage(error)}
        </Text>
      </Section>
    );
  }
  if (!items.length) return null;
  return (
    <Section id="news" title="Latest news" intro="Announcements from the Meridian team.">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {items.map((n) => (
          <Paper key={n.id} withBorder p="lg" radius="md" component="article" aria-labelledby={`news-${n.id}`}>
            <Stack gap="xs">
              <Text size="xs" c="dimmed">
                {formatDate(n.createdAt)}
              </Text>
              <Title order={4} id={`news-${n.id}`}>
                {n.title}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={6}>
                {n.content}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function HomeAchievers() {
  const { data, error } = usePublicQuery<PublicAchieversQuery>(PublicAchieversDocument);
  const cards = data?.achievers ?? [];
  if (error && !data) {
    return (
      <Section id="achievers" title="Our achievers">
        <Text c="red" role="alert">
          {errorMessage(error)}
        </Text>
      </Section>
    );
  }
  if (!cards.length) return null;
  return (
    <Section id="achievers" title="Our achievers" intro="Members who reached new milestones." muted>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {cards.slice(0, 12).map((a) => (
          <Card key={a.id} withBorder radius="md" padding="md" component="figure" m={0}>
            <Card.Section>
              <Image src={a.imageUrl} alt={`Photo of ${a.username}`} h={180} fit="cover" loading="lazy" />
            </Card.Section>
            <Stack gap={4} mt="sm" component="figcaption">
              <Text fw={700}>{a.username}</Text>
              {a.description ? (
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {a.description}
                </Text>
              ) : null}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}
