import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { formatMoney } from './money';

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Money as an exact decimal string ("125.50"). Outputs come from micro-unit bigints; inputs stay
 * text so the service layer parses them exactly (two decimals, positive, within limits).
 */
export const MoneyScalar = new GraphQLScalarType<string, string>({
  name: 'Money',
  description: 'An exact amount in US dollars as a decimal string, e.g. "125.50". Never a float.',
  serialize(value) {
    if (typeof value === 'bigint') return formatMoney(value);
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return value;
    throw new GraphQLError('Money must be serialised from an exact value');
  },
  parseValue(value) {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : null; // no trimming: " 10 " is malformed
    if (text === null || !DECIMAL.test(text)) throw new GraphQLError('Money must be a positive decimal string such as "125.50"');
    return text;
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) {
      if (DECIMAL.test(ast.value)) return ast.value;
    }
    throw new GraphQLError('Money must be a positive decimal string such as "125.50"');
  },
});
