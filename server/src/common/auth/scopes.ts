import { Extensions } from 'type-graphql';
import { DocumentNode, GraphQLSchema, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import { ALL_PERMISSIONS, Permission, ROLE_PERMISSIONS, StaffRole } from './permissions';

/**
 * What an API token may do (issue 18): least privilege, one scope per kind of data or money exit.
 * Member tokens hold member scopes; staff tokens hold at most their role's permissions (analysts
 * ask for `read:reports`, the token name of `reports:read`).
 */
export const MEMBER_SCOPES = {
  'read:profile': 'Your profile (name, email, referral code, account state)',
  'read:wallets': 'Your wallet balances and statements',
  'read:income': 'Your incomes, caps, ranks and salary',
  'read:team': 'Your referral tree and team business',
  'write:transfers': 'Send money to other members and move between your wallets',
  'write:withdrawals': 'Request and cancel withdrawals',
  'write:topups': 'Buy and top up plans (also for other members)',
  'read:notifications': 'Your notifications',
  'write:tickets': 'Open and answer your support tickets',
} as const;
export type MemberScope = keyof typeof MEMBER_SCOPES;
export const MEMBER_SCOPE_NAMES = Object.keys(MEMBER_SCOPES) as MemberScope[];

/** Token-only spellings of staff permissions. */
export const SCOPE_ALIASES: Record<string, Permission> = { 'read:reports': 'reports:read' };

export type Scope = MemberScope | Permission;

/**
 * Declares the scope an API token needs for this operation or field (member tokens). An operation
 * of the member API without a declared scope is closed to tokens, and the scope matrix test fails.
 * `'none'`: tokens may never call it (password, email, TOTP and token changes). Several: any one of them.
 */
export function Scope(...scope: [MemberScope, ...MemberScope[]] | ['none']) {
  return Extensions({ scope: scope.length === 1 ? scope[0] : scope });
}

export function isMemberScope(value: string): value is MemberScope {
  return value in MEMBER_SCOPES;
}

/** The scopes a new token may ask for: member scopes, or the staff role's permissions. */
export function grantableScopes(staffRole: StaffRole | null): string[] {
  if (!staffRole) return MEMBER_SCOPE_NAMES;
  const aliases = Object.keys(SCOPE_ALIASES).filter((a) => ROLE_PERMISSIONS[staffRole].includes(SCOPE_ALIASES[a]));
  return ['read:profile', ...ROLE_PERMISSIONS[staffRole], ...aliases];
}

/** A requested scope in its stored form (aliases resolved). */
export function normaliseScope(scope: string): string {
  return SCOPE_ALIASES[scope] ?? scope;
}

export interface TokenCaller {
  scopes: readonly string[];
  /** A staff token: its scopes are permissions, checked by `@Authorized` against the role too. */
  staff: boolean;
}

/**
 * The scopes a token lacks for a document, or null when it may run it. Member tokens need the
 * scope declared on every field that has one and on every root field; staff tokens need one of the
 * root field's declared permissions (`access`), and nothing else of the member API.
 */
export function missingScope(
  schema: GraphQLSchema,
  document: DocumentNode,
  token: TokenCaller,
  access: (rootType: string, field: string) => readonly string[] | undefined,
): string | null {
  const typeInfo = new TypeInfo(schema);
  const rootNames = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  let missing: string | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (missing) return false;
        const parent = typeInfo.getParentType();
        const def = typeInfo.getFieldDef();
        if (!parent || !def || node.name.value.startsWith('__')) return undefined;
        const scope = def.extensions?.scope as string | string[] | undefined;
        const declared = Array.isArray(scope) ? scope.find((x) => token.scopes.includes(x)) ?? scope[0] : scope;
        if (rootNames.has(parent.name)) {
          if (declared === 'none') return void (missing = `${def.name} is not available to API tokens`);
          if (token.staff) {
            const permissions = (access(parent.name, def.name) ?? []).filter((a) => (ALL_PERMISSIONS as readonly string[]).includes(a));
            const self = declared === 'read:profile' && token.scopes.includes('read:profile');
            if (!self && !permissions.some((p) => token.scopes.includes(p))) missing = permissions.length ? permissions.join(' or ') : `${def.name} is not available to staff tokens`;
            return undefined;
          }
          if (!declared) return void (missing = `${def.name} is not available to API tokens`);
        }
        if (!token.staff && declared && declared !== 'none' && !token.scopes.includes(declared)) missing = declared;
        return undefined;
      },
    }),
  );
  return missing;
}
