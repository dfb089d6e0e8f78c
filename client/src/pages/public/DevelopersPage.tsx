/** /developers — the developer guide: tokens, scopes, budgets, paging, webhooks, the explorer (issue 18). */
import { Container } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { DeveloperGuide } from '../../modules/tokens/components/DeveloperGuide';

export default function DevelopersPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader title="Developers" subtitle="Build on Meridian's GraphQL API: personal tokens, scopes, budgets, webhooks and an explorer." />
      <DeveloperGuide />
    </Container>
  );
}
