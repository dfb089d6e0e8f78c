import { getIntrospectionQuery } from 'graphql';
import { adminToken, registerMember, startTestApp, TestApp } from './harness';

/** The in-app explorer loads the schema with the standard introspection query. */
describe('introspection', () => {
  test('in development the standard introspection query answers (it is deeper than the data depth limit)', async () => {
    const t = await startTestApp();
    try {
      const r = await t.gql(getIntrospectionQuery());
      expect(r.status).toBe(200);
      expect(r.errors).toBeUndefined();
      expect(r.data.__schema.queryType.name).toBe('Query');
      // Data queries stay depth-limited.
      let nested = '{ id }';
      for (let i = 0; i < 11; i++) nested = `{ sponsor ${nested} }`;
      const deep = await t.gql(`{ me ${nested} }`);
      expect(deep.errors?.[0].message).toBe('Query is nested deeper than 10 levels');
    } finally {
      await t.close();
    }
  });

  test('in production only admins may introspect', async () => {
    const t = await startTestApp({ NODE_ENV: 'production', ADMIN_PASSWORD: 'admin-password-1' });
    try {
      const anonymous = await t.gql(getIntrospectionQuery());
      expect(anonymous.errors?.[0]).toMatchObject({ message: 'Introspection is available to administrators only', extensions: { code: 'FORBIDDEN' } });
      const member = await registerMember(t);
      const asMember = await t.gql('{ __schema { queryType { name } } }', {}, member.token);
      expect(asMember.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const asAdmin = await t.gql(getIntrospectionQuery(), {}, await adminToken(t));
      expect(asAdmin.errors).toBeUndefined();
      expect(asAdmin.data.__schema.mutationType.name).toBe('Mutation');
    } finally {
      await t.close();
    }
  });
});
