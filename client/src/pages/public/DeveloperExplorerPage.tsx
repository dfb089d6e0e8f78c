/**
 * /developers/explorer — the GraphQL explorer for any token holder: the pasted token is sent as
 * `Authorization: Bearer …` and never the web session's cookie (issue 18 item 3).
 */
import { Box } from '@mantine/core';
import { TokenExplorer } from '../../modules/tokens/components/TokenExplorer';

export default function DeveloperExplorerPage() {
  return (
    <Box px={{ base: 'sm', sm: 'md' }} py="md">
      <TokenExplorer />
    </Box>
  );
}
