import path from 'node:path';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../common/auth/auth-checker';
import { resolvers } from './resolvers';
import type { PubSub } from './services';

/** Builds the executable schema; `emitTo` writes schema.graphql (the committed contract). */
export async function createSchema(pubSub: PubSub, emitTo?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    pubSub,
    validate: false,
    emitSchemaFile: emitTo ? { path: path.resolve(emitTo), sortedSchema: true } : false,
  });
}
