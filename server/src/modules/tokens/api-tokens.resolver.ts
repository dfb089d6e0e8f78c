import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireAdmin, type Context } from '../../app/context';
import { forbidden, unauthenticated } from '../../common/errors';
import { staffRoleOf } from '../../common/auth/auth-checker';
import { grantableScopes, MEMBER_SCOPES, Scope } from '../../common/auth/scopes';
import { PERMISSIONS } from '../../common/auth/permissions';
import { positiveId } from '../../common/validate';
import type { ApiToken } from './api-token.entity';

@ObjectType({ description: 'A personal API token (the secret is shown once, at creation).' })
export class ApiTokenRecord {
  @Field(() => ID) id: number;
  @Field() name: string;
  @Field({ description: 'The first characters of the secret, to recognise it' }) prefix: string;
  @Field(() => [String]) scopes: string[];
  @Field() expiresAt: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt: Date | null;
  @Field(() => String, { nullable: true }) lastUsedIp: string | null;
  @Field(() => Int, { nullable: true, description: 'GraphQL cost per minute; null: the default' }) costBudget: number | null;
  @Field(() => Date, { nullable: true }) revokedAt: Date | null;
  @Field() createdAt: Date;
}

@ObjectType()
export class CreatedApiToken {
  @Field({ description: 'The secret: shown this once; send it as `Authorization: Bearer <token>`' }) token: string;
  @Field(() => ApiTokenRecord) apiToken: ApiTokenRecord;
}

@ObjectType({ description: 'A scope a token may hold.' })
export class ScopeInfo {
  @Field() name: string;
  @Field() description: string;
}

@InputType()
export class CreateApiTokenInput {
  @Field() name: string;
  @Field(() => [String]) scopes: string[];
  @Field(() => Int, { nullable: true, description: 'Days until it expires (1 to 365, default 90)' }) expiresInDays?: number;
}

export function toApiTokenRecord(t: ApiToken): ApiTokenRecord {
  return {
    id: t.id,
    name: t.name,
    prefix: t.prefix,
    scopes: t.scopes.split(' ').filter(Boolean),
    expiresAt: t.expiresAt,
    lastUsedAt: t.lastUsedAt,
    lastUsedIp: t.lastUsedIp,
    costBudget: t.costBudget,
    revokedAt: t.revokedAt,
    createdAt: t.createdAt,
  };
}

/**
 * The signed-in person managing their own tokens: the staff session with `staff: true` (a browser may
 * hold a member session beside it), else the member session, else the staff one. A token never
 * manages tokens.
 */
function owner(ctx: Context, staff?: boolean | null) {
  if (ctx.token) throw forbidden('An API token cannot manage tokens');
  if (staff) return requireAdmin(ctx);
  const who = ctx.member ?? ctx.admin;
  if (!who) throw unauthenticated();
  return who;
}

const STAFF_SESSION = { nullable: true, description: "The staff session's tokens (the admin area), when the browser also holds a member session" };

@Resolver()
export class ApiTokensResolver {
  @Authorized()
  @Scope('none')
  @Query(() => [ScopeInfo], { description: 'The scopes the signed-in person may grant a token.' })
  apiTokenScopes(@Ctx() ctx: Context, @Arg('staff', () => Boolean, STAFF_SESSION) staff: boolean | null): ScopeInfo[] {
    const who = owner(ctx, staff);
    const descriptions: Record<string, string> = { ...MEMBER_SCOPES, ...PERMISSIONS, 'read:profile': MEMBER_SCOPES['read:profile'], 'read:reports': PERMISSIONS['reports:read'] };
    return grantableScopes(who.role === 'admin' ? staffRoleOf(who) : null).map((name) => ({ name, description: descriptions[name] ?? name }));
  }

  @Authorized()
  @Scope('none')
  @Query(() => [ApiTokenRecord], { description: "The signed-in person's live tokens, newest first." })
  async apiTokens(@Ctx() ctx: Context, @Arg('staff', () => Boolean, STAFF_SESSION) staff: boolean | null): Promise<ApiTokenRecord[]> {
    return (await ctx.services.apiTokens.list(owner(ctx, staff).id)).map(toApiTokenRecord);
  }

  @Authorized()
  @Scope('none')
  @Mutation(() => CreatedApiToken, { description: 'Creates a token (needs a step-up: the authenticator code or the emailed OTP, within 5 minutes). The secret is in the answer only.' })
  async createApiToken(@Arg('input') input: CreateApiTokenInput, @Ctx() ctx: Context, @Arg('staff', () => Boolean, STAFF_SESSION) staff: boolean | null): Promise<CreatedApiToken> {
    const who = owner(ctx, staff);
    await ctx.services.auth.requireStepUp(who.user);
    const { secret, token } = await ctx.services.apiTokens.create(who.user, input);
    return { token: secret, apiToken: toApiTokenRecord(token) };
  }

  @Authorized()
  @Scope('none')
  @Mutation(() => ApiTokenRecord, { description: 'Revokes one of your tokens: it stops at once, on HTTP and its open sockets.' })
  async revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() ctx: Context, @Arg('staff', () => Boolean, STAFF_SESSION) staff: boolean | null): Promise<ApiTokenRecord> {
    return toApiTokenRecord(await ctx.services.apiTokens.revoke(owner(ctx, staff).id, positiveId(id)));
  }

  @Authorized('staff:manage')
  @Query(() => [ApiTokenRecord], { description: "A member's (or a staff member's) live tokens, newest first: where staff raise a token's budget." })
  async memberApiTokens(@Arg('memberId', () => Int) memberId: number, @Ctx() ctx: Context): Promise<ApiTokenRecord[]> {
    return (await ctx.services.apiTokens.list(positiveId(memberId, 'memberId'))).map(toApiTokenRecord);
  }

  @Authorized('staff:manage')
  @Mutation(() => ApiTokenRecord, { description: "Raises (or resets with null) a token's GraphQL cost budget per minute." })
  async setApiTokenBudget(@Arg('id', () => ID) id: string, @Arg('budget', () => Int, { nullable: true }) budget: number | null, @Ctx() ctx: Context): Promise<ApiTokenRecord> {
    return toApiTokenRecord(await ctx.services.apiTokens.setBudget(ctx.admin!.id, positiveId(id), budget ?? null));
  }
}
