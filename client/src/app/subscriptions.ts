/**
 * The app's one graphql-ws client and Apollo's link over it. A chunk of its own: apollo.ts imports it
 * on the first subscription (signed-in pages), the GraphQL explorer imports it for its subscriptions.
 */
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { wsClientOptions } from './apollo';

export const wsClient: Client = createClient(wsClientOptions);

export const subscriptionLink = new GraphQLWsLink(wsClient);
