import { Container, List, Paper, Stack, Text } from '@mantine/core';
import { DocumentSection } from '../../components/Section';
import { PageHeader } from '../../components/PageHeader';
import { usePublicWithdrawalNote } from '../../modules/money/usePublicWithdrawalNote';

/** /terms-conditions — Terms & Conditions (PAGES §2.1): full terms. */
export default function TermsConditionsPage() {
  const withdrawal = usePublicWithdrawalNote();
  return (
    <Container size="md" py="xl">
      <PageHeader title="Terms & conditions" subtitle="Please read these terms carefully before opening an account." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <DocumentSection heading="1. About these terms">
            <Text size="sm">
              These terms govern your use of the Meridian platform and every service offered through it, including
              wallets, investment and activation plans, deposits, withdrawals, transfers, referral and team income,
              rewards and salary. By registering you confirm that you have read, understood and accepted them.
            </Text>
          </DocumentSection>

          <DocumentSection heading="2. Eligibility">
            <List size="sm" spacing={4}>
              <List.Item>You must be at least 18 years old to register, hold an account or take part in any plan.</List.Item>
              <List.Item>Each person may hold one account. Accounts are personal and may not be sold, shared or transferred.</List.Item>
              <List.Item>
                You must provide accurate details and keep them up to date. We may ask you to verify your email address or
                your identity before allowing deposits or withdrawals.
              </List.Item>
              <List.Item>You are responsible for complying with the laws of the country where you live.</List.Item>
            </List>
          </DocumentSection>

          <DocumentSection heading="3. Your account and security">
            <Text size="sm">
              Keep your password and one-time codes secret. Every action taken after a successful sign-in is treated as
              yours. Tell us at once through a support ticket if you suspect that someone else has access to your
              account. We may suspend an account to protect you or the platform while we investigate.
            </Text>
          </DocumentSection>

          <DocumentSection heading="4. Wallets">
            <Text size="sm">
              Your account holds an Active Wallet (deposits and transfers in, used to buy plans), an Income Wallet
              (referral, level, reward, salary, leadership and CTO income), an ROI Wallet (daily plan returns) and a
              Compound Wallet. Balances come from a ledger in which every credit and debit is recorded; the ledger is the
              authoritative record of your funds.
            </Text>
          </DocumentSection>

          <DocumentSection heading="5. Plans">
            <List size="sm" spacing={4}>
              <List.Item>
                Each investment plan states its amount range, daily return rate, sponsor bonus, duration and earnings cap.
                The terms shown when you buy a plan apply to that investment for its whole duration.
              </List.Item>
              <List.Item>
                Returns are credited once per platform day while the investment is running and stop when its duration ends
                or when your earnings cap is reached.
              </List.Item>
              <List.Item>
                Your total earnings may not exceed the cap multiple of your active principal. A new top-up raises the limit
                again.
              </List.Item>
              <List.Item>
                An account becomes active after the entry fee is paid, a plan is bought or an activation code is redeemed.
                Only active members earn referral and level income.
              </List.Item>
              <List.Item>
                Past returns do not guarantee future results. Only commit funds you can afford to set aside for the full
                duration of a plan.
              </List.Item>
            </List>
          </DocumentSection>

          <DocumentSection heading="6. Deposits">
            <Text size="sm">
              Deposits are accepted in USDT on the networks listed in your account. A deposit remains pending until our
              team has confirmed the transaction. Funds sent on the wrong network or to an outdated address may be lost
              and cannot always be recovered. Each transaction hash may be submitted only once.
            </Text>
          </DocumentSection>

          <DocumentSection heading="7. Withdrawals">
            <List size="sm" spacing={4}>
              <List.Item>{withdrawal}</List.Item>
              <List.Item>
                A payout address must be saved in your profile, and each request must be confirmed with a one-time code sent
                to your email.
              </List.Item>
              <List.Item>
                The requested amount is held from your wallet when you submit the request. If a request is declined, the
                full amount is returned to the wallet it came from.
              </List.Item>
              <List.Item>
                Withdrawing the principal of a running investment ends that investment. An early-exit fee applies to young
                investments and is shown before you confirm.
              </List.Item>
            </List>
          </DocumentSection>

          <DocumentSection heading="8. Fees">
            <Text size="sm">
              Withdrawal fees depend on the wallet you withdraw from; principal withdrawals carry the early-exit fee
              described above. The fee and the net amount you will receive are always displayed before you confirm a
              request. Fees may change; a change never applies to a request that has already been submitted. Network
              charges of the blockchain you use are outside our control.
            </Text>
          </DocumentSection>

          <DocumentSection heading="9. Referral, rewards and salary">
            <Text size="sm">
              Referral, level, reward, salary, leadership and CTO income follow the rules published in your account at the
              time the income is earned. Creating accounts for yourself, for fictitious people or for the sole purpose of
              collecting income is forbidden; income obtained this way will be reversed.
            </Text>
          </DocumentSection>

          <DocumentSection heading="10. Suspension and closure">
            <Text size="sm">
              We may block an account that breaches these terms, provides false information or is used for fraud or money
              laundering. A blocked account cannot sign in or move funds until the matter is resolved. You may ask to close
              your account at any time through a support ticket once pending requests are settled.
            </Text>
          </DocumentSection>

          <DocumentSection heading="11. Changes to these terms">
            <Text size="sm">
              We may update these terms. The current version is always published on this page, and significant changes
              are announced in your account before they take effect.
            </Text>
          </DocumentSection>
        </Stack>
      </Paper>
    </Container>
  );
}
