import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { ServerMessageError, errorMessage } from './notify';

describe('errorMessage', () => {
  it('shows the GraphQL error message from the server', () => {
    const err = new ApolloError({ graphQLErrors: [new GraphQLError('Insufficient balance in Income Wallet')] });
    expect(errorMessage(err, 'Transfer failed.')).toBe('Insufficient balance in Income Wallet');
  });

  it("shows 'Something went wrong' on a network failure", () => {
    const err = new ApolloError({ networkError: new TypeError('Failed to fetch') });
    expect(errorMessage(err, 'Failed to fetch rewards')).toBe('Something went wrong');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong');
  });

  it('uses the fallback when there is no server text', () => {
    expect(errorMessage(new Error('internal detail'), 'Failed to fetch rewards')).toBe('Failed to fetch rewards');
    expect(errorMessage(undefined)).toBe('Something went wrong');
  });

  it('shows server text carried by ServerMessageError', () => {
    expect(errorMessage(new ServerMessageError('Not allowed'), 'x')).toBe('Not allowed');
  });
});
