/** The web app's persisted operation ids, made by scripts/persistedQueries.ts (`null` under `vite` dev). */
declare module 'virtual:persisted-query-ids' {
  const ids: {
    /** Changes with every manifest (the reload guard's key). */
    buildId: string;
    operations: Array<{ id: string; name: string }>;
  } | null;
  export default ids;
}
