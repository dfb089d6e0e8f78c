import { registerEnumType } from 'type-graphql';

/**
 * A GraphQL enum in one call: the values object (used as the enum at runtime, `RecordStatus.PENDING`)
 * registered under its schema name. Pair it with `type X = EnumValue<typeof X>` for the value type.
 */
export function graphqlEnum<const T extends Record<string, string>>(name: string, values: T, description?: string): T {
  registerEnumType(values, { name, description });
  return values;
}

/** The union of an enum object's values ('pending' | 'complete' | ...). */
export type EnumValue<T> = T[keyof T];
