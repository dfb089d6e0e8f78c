/**
 * The GraphQL explorer (ARCHITECTURE §5): GraphiQL 5 bundled with the app (Monaco workers set up
 * for Vite, styles imported locally); nothing is loaded from a CDN. An "Examples" pane (a GraphiQL
 * plugin, open at first) holds the example operations; picking one opens it in a new tab.
 *
 * - `session` (the admin explorer): requests carry the staff session's cookie; subscriptions share
 *   the app's graphql-ws client (`wsClient`, passed in: this module is also the public developer
 *   explorer's, which must not load the signed-in stack).
 * - `token` (the developer explorer): requests carry `Authorization: Bearer <token>` and never the
 *   cookie (explorerFetch); subscriptions open their own socket with the token in
 *   `connectionParams.authorization`.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { useMemo } from 'react';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { pick, useGraphiQL, useGraphiQLActions, type GraphiQLPlugin } from '@graphiql/react';
import { IconListDetails } from '@tabler/icons-react';
import type { Client } from 'graphql-ws';
import { ExampleList } from './ExampleList';
import { variablesText, type ExplorerExample } from './examples';
import { GRAPHQL_URL, explorerFetch, graphqlWsUrlOf, type ExplorerMode } from './explorerFetch';

export interface GraphQLExplorerProps {
  mode: ExplorerMode;
  /** Token mode: the token to send (null: none yet, only public operations answer). */
  token?: string | null;
  /** Session mode: the app's graphql-ws client for subscriptions. */
  wsClient?: Client;
  examples: ReadonlyArray<ExplorerExample>;
  defaultQuery: string;
}

function ExamplesPane({ examples }: { examples: ReadonlyArray<ExplorerExample> }) {
  const { queryEditor, variableEditor } = useGraphiQL(pick('queryEditor', 'variableEditor'));
  const { addTab } = useGraphiQLActions();
  return (
    <ExampleList
      examples={examples}
      // The editors load after the explorer appears (Monaco); until then a pick has nowhere to go.
      ready={!!queryEditor && !!variableEditor}
      onPick={(example) => {
        addTab();
        queryEditor?.setValue(example.query);
        variableEditor?.setValue(variablesText(example));
      }}
    />
  );
}

export default function GraphQLExplorer({ mode, token = null, wsClient, examples, defaultQuery }: GraphQLExplorerProps) {
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: GRAPHQL_URL,
        fetch: explorerFetch(mode, token),
        // Token mode: graphql-ws is imported by the toolkit on the first subscription only.
        ...(mode === 'session' ? { wsClient } : { subscriptionUrl: graphqlWsUrlOf(window.location), wsConnectionParams: token ? { authorization: `Bearer ${token}` } : {} }),
      }),
    [mode, token, wsClient],
  );
  const plugins = useMemo<GraphiQLPlugin[]>(
    () => [
      {
        title: 'Examples',
        icon: () => <IconListDetails size={20} aria-hidden />,
        content: () => <ExamplesPane examples={examples} />,
      },
    ],
    [examples],
  );
  return <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} plugins={plugins} visiblePlugin={plugins[0]} />;
}
