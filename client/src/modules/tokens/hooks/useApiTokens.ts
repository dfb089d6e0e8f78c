/**
 * The "Apps and tokens" data: the scopes the signed-in person may grant, their tokens, creating one
 * (after the step-up) and revoking one (after a confirmation). Members and staff use the same
 * operations; `staff` (the admin page) asks for the staff session's tokens.
 */
import { useCallback, useMemo } from 'react';
import { confirm } from '../../../components/confirm';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { perform } from '../../money/action';
import type { CallFailure } from '../../auth/errors';
import {
  useApiTokenScopesQuery,
  useApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  type ApiTokenFieldsFragment,
} from '../tokens.generated';
import { SCOPE_ALIASES } from '../scopes';

export type ApiToken = ApiTokenFieldsFragment;
export interface ScopeOption {
  name: string;
  description: string;
}

/** The scopes to offer: the server's list without an alias whose permission is offered too. */
export function offeredScopes(scopes: ReadonlyArray<ScopeOption>): ScopeOption[] {
  const names = new Set(scopes.map((s) => s.name));
  return scopes.filter((s) => !(SCOPE_ALIASES[s.name] && names.has(SCOPE_ALIASES[s.name])));
}

export function useApiTokenScopes(staff: boolean) {
  const { data, loading, error, refetch } = useApiTokenScopesQuery({ variables: { staff }, fetchPolicy: 'cache-and-network' });
  const scopes = useMemo(() => offeredScopes(data?.apiTokenScopes ?? []), [data]);
  return {
    scopes,
    loading: loading && !data,
    error: error && !data ? errorMessage(error) : null,
    retry: () => void refetch().catch(() => undefined),
  };
}

export function useApiTokenList(staff: boolean) {
  const { data, loading, error, refetch } = useApiTokensQuery({ variables: { staff }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [revokeMutation] = useRevokeApiTokenMutation({ refetchQueries: ['ApiTokens'], awaitRefetchQueries: true });

  /** Asks first; true when the token was revoked. */
  const revoke = useCallback(
    async (token: ApiToken): Promise<boolean> => {
      const ok = await confirm({
        title: 'Revoke token',
        message: `Revoke "${token.name}"? Apps using it stop working at once, and it cannot be turned back on.`,
        details: [['Token', `${token.prefix}…`]],
        confirmLabel: 'Revoke',
        danger: true,
      });
      if (!ok) return false;
      const outcome = await perform(() => revokeMutation({ variables: { id: token.id, staff } }), { success: `Token "${token.name}" revoked`, fallback: 'The token could not be revoked.' });
      return outcome.ok;
    },
    [revokeMutation, staff],
  );

  return {
    tokens: data?.apiTokens ?? [],
    loading: loading && !data,
    error: error && !data ? errorMessage(error) : null,
    retry: () => void refetch().catch(() => undefined),
    revoke,
  };
}

export interface CreateTokenValues {
  name: string;
  scopes: string[];
  expiresInDays: number;
}

export type CreateOutcome = { ok: true; token: string; apiToken: ApiToken } | (CallFailure & { stepUpNeeded: boolean });

export function useCreateApiToken(staff: boolean) {
  const [mutate, { loading }] = useCreateApiTokenMutation({ refetchQueries: ['ApiTokens'] });
  const create = useCallback(
    async (values: CreateTokenValues): Promise<CreateOutcome> => {
      const outcome = await perform(() => mutate({ variables: { staff, input: { name: values.name.trim(), scopes: values.scopes, expiresInDays: values.expiresInDays } } }), {
        fallback: 'The token could not be created.',
        quietFailure: true,
      });
      if (!outcome.ok) return { ...outcome, stepUpNeeded: outcome.code === 'OTP_REQUIRED' };
      notifySuccess(`Token "${outcome.data.createApiToken.apiToken.name}" created`);
      return { ok: true, token: outcome.data.createApiToken.token, apiToken: outcome.data.createApiToken.apiToken };
    },
    [mutate, staff],
  );
  return { create, creating: loading };
}
