import { Avatar, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { HomeAchieversSlot } from '../../modules/home/slots';

export const TEAM = [
  {
    name: 'Daniel Okafor',
    role: 'Chief Executive Officer',
    bio: 'Sets the direction of the platform and leads our partnerships. Fifteen years in payments and fintech operations.',
    color: 'teal',
  },
  {
    name: 'Sofia Marin',
    role: 'Head of Operations',
    bio: 'Runs the money desk: deposit confirmation, withdrawal processing and daily reconciliation of every wallet.',
    color: 'indigo',
  },
  {
    name: 'Arjun Mehta',
    role: 'Chief Technology Officer',
    bio: 'Leads the engineering team behind the ledger, the member app and the security of every account.',
    color: 'cyan',
  },
  {
    name: 'Hannah Schultz',
    role: 'Head of Compliance',
    bio: 'Oversees account verification, anti-fraud checks and the rules that keep the platform fair for all members.',
    color: 'grape',
  },
  {
    name: 'Lucas Ferreira',
    role: 'Member Success Lead',
    bio: 'Helps new members and team leaders get started, and runs our consultation sessions.',
    color: 'orange',
  },
  {
    name: 'Mei Tan',
    role: 'Support Manager',
    bio: 'Leads the support desk that answers every ticket and message in writing, usually within one working day.',
    color: 'pink',
  },
] as const;

function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts[parts.length - 1]?.[0] ?? ''}`.toUpperCase();
}

/** /Ourteam — Our Team (PAGES §2.1): static team cards; the achievers section is a slot. */
export default function OurTeamPage() {
  return (
    <>
      <Container size="lg" py="xl">
        <PageHeader title="Our team" subtitle="The people who run Meridian and look after your account." />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {TEAM.map((member) => (
            <Paper key={member.name} withBorder p="lg" radius="md">
              <Stack align="center" gap="xs" ta="center">
                <Avatar size={80} radius={80} color={member.color} variant="light" aria-hidden>
                  {initialsOf(member.name)}
                </Avatar>
                <Title order={4}>{member.name}</Title>
                <Text size="sm" fw={600} c="teal">
                  {member.role}
                </Text>
                <Text size="sm" c="dimmed">
                  {member.bio}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
      <HomeAchieversSlot />
    </>
  );
}
