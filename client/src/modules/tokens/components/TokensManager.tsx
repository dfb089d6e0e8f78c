/**
 * "Apps and tokens" (issue 18): create a token (name, scopes, expiry, step-up), see its secret
 * once, list the live tokens and revoke them. Members step up with the OTP block (the mailed code,
 * or their authenticator when two-factor is on); staff with their authenticator (StaffStepUp).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { QueryState } from '../../../components/QueryState';
import { OtpBlock, useExpireOtp, useOtpVerified } from '../../money/OtpBlock';
import { useApiTokenList, useApiTokenScopes, useCreateApiToken } from '../hooks/useApiTokens';
import { CreateTokenForm } from './CreateTokenForm';
import { NewTokenSecret } from './NewTokenSecret';
import { StaffStepUp } from './StaffStepUp';
import { TokenList } from './TokenList';

export type TokenArea = 'member' | 'staff';

/** The staff step-up's clearance (5 minutes from the answer), forgotten when it runs out. */
function useStaffClearance() {
  const [until, setUntil] = useState(0);
  const [, tick] = useState(0);
  useEffect(() => {
    if (!until) return;
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => tick((n) => n + 1), left + 50);
    return () => clearTimeout(timer);
  }, [until]);
  return { verified: until > Date.now(), setUntil, expire: () => setUntil(0) };
}

export function TokensManager({ area }: { area: TokenArea }) {
  const scopes = useApiTokenScopes(area === 'staff');
  const list = useApiTokenList(area === 'staff');
  const { create, creating } = useCreateApiToken(area === 'staff');
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const otpVerified = useOtpVerified();
  const expireOtp = useExpireOtp();
  const staff = useStaffClearance();

  const stepUpVerified = area === 'member' ? otpVerified : staff.verified;
  const stepUp =
    area === 'member' ? (
      <OtpBlock purpose="Confirm it is you: we email you a one-time code." disabled={creating} />
    ) : (
      <StaffStepUp verified={staff.verified} onVerified={staff.setUntil} disabled={creating} />
    );

  return (
    <Stack gap="lg">
      {created ? <NewTokenSecret name={created.name} token={created.token} onDone={() => setCreated(null)} /> : null}

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="create-token-title">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={3} size="h4" id="create-token-title">
              Create a token
            </Title>
            <Text size="sm" c="dimmed">
              {area === 'member'
                ? 'A token lets an app or script read your account, and act for you within the scopes you tick, without your password.'
                : "A token lets a script or report tool call the API as you, within your role's permissions and the scopes you tick."}
            </Text>
          </Stack>
          <QueryState loading={scopes.loading} error={scopes.error} onRetry={scopes.retry} loadingText="Loading scopes...">
            {scopes.scopes.length === 0 ? (
              <Text size="sm" c="dimmed">
                There is nothing your account may grant a token.
              </Text>
            ) : (
              <CreateTokenForm
                scopes={scopes.scopes}
                stepUp={stepUp}
                stepUpVerified={stepUpVerified}
                onStepUpExpired={area === 'member' ? expireOtp : staff.expire}
                create={create}
                creating={creating}
                onCreated={(outcome) => setCreated({ name: outcome.apiToken.name, token: outcome.token })}
              />
            )}
          </QueryState>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tokens-title">
        <Stack gap="md">
          <Title order={3} size="h4" id="tokens-title">
            Your tokens
          </Title>
          <TokenList tokens={list.tokens} loading={list.loading} error={list.error} onRevoke={list.revoke} />
        </Stack>
      </Paper>

      <Text size="sm" c="dimmed">
        <IconBook2 size={14} style={{ verticalAlign: 'middle' }} aria-hidden />{' '}
        How to send a token, the scopes, budgets, webhooks and the explorer:{' '}
        <Anchor component={Link} to="/developers">
          the developer guide
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
