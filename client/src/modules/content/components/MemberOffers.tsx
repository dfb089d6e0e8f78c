/** The member's active offers (offers addressed to everyone or to them, within their dates). */
import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { useOffersQuery } from '../content.generated';

export function MemberOffers({ emptyText = 'No offers right now.' }: { emptyText?: string }) {
  const { data, loading, error } = useOffersQuery({ fetchPolicy: 'cache-and-network' });
  if (error && !data) {
    return (
      <Text c="red" role="alert">
        {errorMessage(error)}
      </Text>
    );
  }
  if (loading && !data) return <Text size="sm">Loading...</Text>;
  const offers = data?.offers ?? [];
  if (!offers.length) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {offers.map((o) => (
        <Card key={o.id} withBorder radius="md" padding="md" component="article">
          {o.imageUrl ? (
            <Card.Section>
              <Image src={o.imageUrl} alt={`Image of ${o.title}`} h={160} fit="cover" />
            </Card.Section>
          ) : null}
          <Stack gap={4} mt={o.imageUrl ? 'sm' : 0}>
            <Title order={4}>{o.title}</Title>
            <Text size="xs" c="dimmed">{`Valid ${formatDate(o.startDate)} – ${formatDate(o.endDate)}`}</Text>
            {o.description ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {o.description}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
