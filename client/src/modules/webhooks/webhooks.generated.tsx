/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type WebhookFieldsFragment = { id: string, url: string, events: Array<string>, platform: boolean, disabledAt: string | null, disabledReason: string | null, failingSince: string | null, lastSuccessAt: string | null, createdAt: string };

export type WebhookDeliveryFieldsFragment = { id: string, eventId: string, eventType: string, status: string, attempts: number, nextAttemptAt: string | null, lastAttemptAt: string | null, statusCode: number | null, latencyMs: number | null, error: string | null, createdAt: string, deliveredAt: string | null, attemptLog: Array<{ attempt: number, manual: boolean, statusCode: number | null, latencyMs: number, error: string | null, responseExcerpt: string | null, createdAt: string }> };

export type WebhookEventTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEventTypesQuery = { webhookEventTypes: Array<{ name: string, description: string, scopes: Array<string> }> };

export type WebhooksQueryVariables = Exact<{
  platform?: boolean | null | undefined;
}>;


export type WebhooksQuery = { webhooks: Array<{ id: string, url: string, events: Array<string>, platform: boolean, disabledAt: string | null, disabledReason: string | null, failingSince: string | null, lastSuccessAt: string | null, createdAt: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  webhookId: string | number;
  limit?: number | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, eventId: string, eventType: string, status: string, attempts: number, nextAttemptAt: string | null, lastAttemptAt: string | null, statusCode: number | null, latencyMs: number | null, error: string | null, createdAt: string, deliveredAt: string | null, attemptLog: Array<{ attempt: number, manual: boolean, statusCode: number | null, latencyMs: number, error: string | null, responseExcerpt: string | null, createdAt: string }> }> };

export type CreateWebhookMutationVariables = Exact<{
  input: Types.CreateWebhookInput;
}>;


export type CreateWebhookMutation = { createWebhook: { secret: string, webhook: { id: string, url: string, events: Array<string>, platform: boolean, disabledAt: string | null, disabledReason: string | null, failingSince: string | null, lastSuccessAt: string | null, createdAt: string } } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookMutation = { deleteWebhook: { id: string } };

export type EnableWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type EnableWebhookMutation = { enableWebhook: { id: string, url: string, events: Array<string>, platform: boolean, disabledAt: string | null, disabledReason: string | null, failingSince: string | null, lastSuccessAt: string | null, createdAt: string } };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: string | number;
}>;


export type RedeliverWebhookMutation = { redeliver: { id: string, eventId: string, eventType: string, status: string, attempts: number, nextAttemptAt: string | null, lastAttemptAt: string | null, statusCode: number | null, latencyMs: number | null, error: string | null, createdAt: string, deliveredAt: string | null, attemptLog: Array<{ attempt: number, manual: boolean, statusCode: number | null, latencyMs: number, error: string | null, responseExcerpt: string | null, createdAt: string }> } };

export const WebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const WebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"manual"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;
export const WebhookEventTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWebhookEventTypesQuery__
 *
 * To run a query within a React component, call `useWebhookEventTypesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhookEventTypesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhookEventTypesQuery({
 *   variables: {
 *   },
 * });
 */
export function useWebhookEventTypesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>(WebhookEventTypesDocument, options);
      }
export function useWebhookEventTypesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>(WebhookEventTypesDocument, options);
        }
// @ts-ignore
export function useWebhookEventTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>;
export function useWebhookEventTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WebhookEventTypesQuery | undefined, WebhookEventTypesQueryVariables>;
export function useWebhookEventTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>(WebhookEventTypesDocument, options);
        }
export type WebhookEventTypesQueryHookResult = ReturnType<typeof useWebhookEventTypesQuery>;
export type WebhookEventTypesLazyQueryHookResult = ReturnType<typeof useWebhookEventTypesLazyQuery>;
export type WebhookEventTypesSuspenseQueryHookResult = ReturnType<typeof useWebhookEventTypesSuspenseQuery>;
export type WebhookEventTypesQueryResult = ApolloReactCommon.QueryResult<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useWebhooksQuery__
 *
 * To run a query within a React component, call `useWebhooksQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhooksQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhooksQuery({
 *   variables: {
 *      platform: // value for 'platform'
 *   },
 * });
 */
export function useWebhooksQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WebhooksQuery, WebhooksQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WebhooksQuery, WebhooksQueryVariables>(WebhooksDocument, options);
      }
export function useWebhooksLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WebhooksQuery, WebhooksQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WebhooksQuery, WebhooksQueryVariables>(WebhooksDocument, options);
        }
// @ts-ignore
export function useWebhooksSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WebhooksQuery, WebhooksQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WebhooksQuery, WebhooksQueryVariables>;
export function useWebhooksSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WebhooksQuery, WebhooksQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WebhooksQuery | undefined, WebhooksQueryVariables>;
export function useWebhooksSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WebhooksQuery, WebhooksQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WebhooksQuery, WebhooksQueryVariables>(WebhooksDocument, options);
        }
export type WebhooksQueryHookResult = ReturnType<typeof useWebhooksQuery>;
export type WebhooksLazyQueryHookResult = ReturnType<typeof useWebhooksLazyQuery>;
export type WebhooksSuspenseQueryHookResult = ReturnType<typeof useWebhooksSuspenseQuery>;
export type WebhooksQueryResult = ApolloReactCommon.QueryResult<WebhooksQuery, WebhooksQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"manual"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWebhookDeliveriesQuery__
 *
 * To run a query within a React component, call `useWebhookDeliveriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhookDeliveriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhookDeliveriesQuery({
 *   variables: {
 *      webhookId: // value for 'webhookId'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useWebhookDeliveriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables> & ({ variables: WebhookDeliveriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
      }
export function useWebhookDeliveriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
        }
// @ts-ignore
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WebhookDeliveriesQuery | undefined, WebhookDeliveriesQueryVariables>;
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
        }
export type WebhookDeliveriesQueryHookResult = ReturnType<typeof useWebhookDeliveriesQuery>;
export type WebhookDeliveriesLazyQueryHookResult = ReturnType<typeof useWebhookDeliveriesLazyQuery>;
export type WebhookDeliveriesSuspenseQueryHookResult = ReturnType<typeof useWebhookDeliveriesSuspenseQuery>;
export type WebhookDeliveriesQueryResult = ApolloReactCommon.QueryResult<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type CreateWebhookMutationFn = ApolloReactCommon.MutationFunction<CreateWebhookMutation, CreateWebhookMutationVariables>;

/**
 * __useCreateWebhookMutation__
 *
 * To run a mutation, you first call `useCreateWebhookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateWebhookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createWebhookMutation, { data, loading, error }] = useCreateWebhookMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateWebhookMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateWebhookMutation, CreateWebhookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateWebhookMutation, CreateWebhookMutationVariables>(CreateWebhookDocument, options);
      }
export type CreateWebhookMutationHookResult = ReturnType<typeof useCreateWebhookMutation>;
export type CreateWebhookMutationResult = ApolloReactCommon.MutationResult<CreateWebhookMutation>;
export type CreateWebhookMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export type DeleteWebhookMutationFn = ApolloReactCommon.MutationFunction<DeleteWebhookMutation, DeleteWebhookMutationVariables>;

/**
 * __useDeleteWebhookMutation__
 *
 * To run a mutation, you first call `useDeleteWebhookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteWebhookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteWebhookMutation, { data, loading, error }] = useDeleteWebhookMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteWebhookMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteWebhookMutation, DeleteWebhookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteWebhookMutation, DeleteWebhookMutationVariables>(DeleteWebhookDocument, options);
      }
export type DeleteWebhookMutationHookResult = ReturnType<typeof useDeleteWebhookMutation>;
export type DeleteWebhookMutationResult = ApolloReactCommon.MutationResult<DeleteWebhookMutation>;
export type DeleteWebhookMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const EnableWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type EnableWebhookMutationFn = ApolloReactCommon.MutationFunction<EnableWebhookMutation, EnableWebhookMutationVariables>;

/**
 * __useEnableWebhookMutation__
 *
 * To run a mutation, you first call `useEnableWebhookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEnableWebhookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [enableWebhookMutation, { data, loading, error }] = useEnableWebhookMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEnableWebhookMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EnableWebhookMutation, EnableWebhookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EnableWebhookMutation, EnableWebhookMutationVariables>(EnableWebhookDocument, options);
      }
export type EnableWebhookMutationHookResult = ReturnType<typeof useEnableWebhookMutation>;
export type EnableWebhookMutationResult = ApolloReactCommon.MutationResult<EnableWebhookMutation>;
export type EnableWebhookMutationOptions = ApolloReactCommon.BaseMutationOptions<EnableWebhookMutation, EnableWebhookMutationVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliver"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"manual"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;
export type RedeliverWebhookMutationFn = ApolloReactCommon.MutationFunction<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;

/**
 * __useRedeliverWebhookMutation__
 *
 * To run a mutation, you first call `useRedeliverWebhookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRedeliverWebhookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [redeliverWebhookMutation, { data, loading, error }] = useRedeliverWebhookMutation({
 *   variables: {
 *      deliveryId: // value for 'deliveryId'
 *   },
 * });
 */
export function useRedeliverWebhookMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>(RedeliverWebhookDocument, options);
      }
export type RedeliverWebhookMutationHookResult = ReturnType<typeof useRedeliverWebhookMutation>;
export type RedeliverWebhookMutationResult = ApolloReactCommon.MutationResult<RedeliverWebhookMutation>;
export type RedeliverWebhookMutationOptions = ApolloReactCommon.BaseMutationOptions<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;