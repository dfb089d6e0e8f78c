import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { SETTINGS, type SettingKey } from './settings.definitions';
import { formatMoney, MONEY_MAX } from '../../common/money';
import type { SettingsMap } from './settings.service';
import { Settings, SettingsInput } from './settings.types';

/** Maps stored text values to the typed GraphQL object; admin-only values stay null for others. */
export function toSettings(values: SettingsMap, isAdmin: boolean): Settings {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(SETTINGS) as SettingKey[]) {
    const def: { kind: string; public: boolean } = SETTINGS[key];
    if (!def.public && !isAdmin) {
      out[key] = null;
      continue;
    }
    out[key] = def.kind === 'switch' || def.kind === 'bool' ? values[key] === '1' : values[key];
  }
  out.withdrawalHoldHours = Number(values.withdrawalHoldHours);
  out.amountMax = formatMoney(MONEY_MAX);
  return out as unknown as Settings;
}

@Resolver()
export class SettingsResolver {
  @Query(() => Settings, { description: 'Feature switches and member-facing limits; admins see every setting.' })
  async settings(@Ctx() ctx: Context): Promise<Settings> {
    return toSettings(await ctx.services.settings.all(), !!ctx.admin);
  }

  @Authorized('settings:write')
  @Mutation(() => Settings)
  async updateSettings(@Arg('input') input: SettingsInput, @Ctx() ctx: Context): Promise<Settings> {
    return toSettings(await ctx.services.settings.update({ ...input }, ctx.admin!.id), true);
  }
}
