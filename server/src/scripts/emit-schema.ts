/** Writes schema.graphql at the repository root from the type-graphql code (CI checks it for drift). */
import 'reflect-metadata';
import path from 'node:path';
import { createPubSub } from '@graphql-yoga/subscription';
import { createSchema } from '../app/schema';

createSchema(createPubSub(), path.resolve(__dirname, '../../../schema.graphql'))
  .then(() => console.log('schema.graphql written'))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
