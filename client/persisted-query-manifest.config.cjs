/**
 * Config of Apollo's generate-persisted-query-manifest, run by scripts/persisted-queries.mjs (which
 * passes both paths): the documents are the web app's operations split one per document, in the
 * shape of graphql-codegen's persisted documents; the CLI applies Apollo Client's transforms
 * (__typename, sorted definitions) and writes the manifest with each body's SHA-256 as its id.
 */
const { fromGraphQLCodegenPersistedDocuments } = require('@apollo/generate-persisted-query-manifest');

if (!process.env.PERSISTED_QUERY_DOCUMENTS || !process.env.PERSISTED_QUERY_MANIFEST) {
  throw new Error('Run `node scripts/persisted-queries.mjs` (it sets PERSISTED_QUERY_DOCUMENTS and PERSISTED_QUERY_MANIFEST)');
}

module.exports = {
  documents: fromGraphQLCodegenPersistedDocuments(process.env.PERSISTED_QUERY_DOCUMENTS),
  output: process.env.PERSISTED_QUERY_MANIFEST,
};
