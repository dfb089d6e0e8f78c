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

  test('in production only staff and API tokens may introspect', async () => {
    const t = await startTestApp({ NODE_ENV: 'production', ADMIN_PASSWORD: 'admin-password-1' });
    try {
      const anonymous = await t.gql(getIntrospectionQuery());
      expect(anonymous.errors?.[0]).toMatchObject({ message: 'Introspection is available to staff and API tokens only', extensions: { code: 'FORBIDDEN' } });
      const member = await registerMember(t);
      const asMember = await t.gql('{ __schema { queryType { name } } }', {}, member.token);
      expect(asMember.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const asAdmin = await t.gql(getIntrospectionQuery(), {}, await adminToken(t));
      expect(asAdmin.errors).toBeUndefined();
      expect(asAdmin.data.__schema.mutationType.name).toBe('Mutation');
      // A member's API token (the /developers explorer, a partner app): the schema, not more data.
      await t.running.services.otp.grantClearance('withdrawal', member.email, member.id);
      const created = await t.gql('mutation { createApiToken(input: { name: "Explorer", scopes: ["read:profile"] }) { token } }', {}, member.token);
      expect(created.errors).toBeUndefined();
      const asToken = await t.gql(getIntrospectionQuery(), {}, created.data.createApiToken.token);
      expect(asToken.errors).toBeUndefined();
      expect(asToken.data.__schema.queryType.name).toBe('Query');
    } finally {
      await t.close();
    }
  });
});
