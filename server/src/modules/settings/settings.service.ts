import { Database } from '../../database/data-source';
import { AppError, badInput } from '../../common/errors';
import { formatMoney, formatPercent, MICRO, parseMoney, parsePercent } from '../../common/money';
import { Setting } from './setting.entity';
import { isSettingKey, SETTINGS, SettingKey, SettingOf, SwitchName, type SettingDefinition } from './settings.definitions';
import { effectiveTimeZone, platformToday } from '../../jobs/days';
import { changedFields, type AuditService } from '../audit/audit.service';

/** Every setting's stored text by its defined key: a misspelt key (`settings.snapshot.roii`) does not compile. */
export type SettingsMap = Record<SettingKey, string>;
const DEFINITIONS: Record<string, { kind: string; default: string; public: boolean }> = SETTINGS;

/** Reads and writes settings; keeps a short in-process cache (writes through this service refresh it). */
export class SettingsService {
  private cache: { at: number; values: SettingsMap } | null = null;
  /** `platformTimeZone`: TZ_PLATFORM, the deployment's zone for the platform day. */
  constructor(
    private readonly db: Database,
    private readonly platformTimeZone = 'UTC',
    private readonly audit?: AuditService,
  ) {}

  /** The platform day's zone: TZ_PLATFORM unless an admin set the `timeZone` setting to another zone. */
  async timeZone(): Promise<string> {
    return effectiveTimeZone(await this.text('timeZone'), this.platformTimeZone);
  }

  /** Today's platform day (YYYY-MM-DD): every reader of "today" (top-ups, runs, ranks, trades, reports) asks here. */
  async platformDay(at: Date = new Date()): Promise<string> {
    return platformToday(await this.timeZone(), at);
  }

  async all(): Promise<SettingsMap> {
    if (this.cache && Date.now() - this.cache.at < 2000) return this.cache.values;
    const rows = await this.db.manager.find(Setting);
    const values = Object.fromEntries(Object.entries(SETTINGS).map(([key, def]) => [key, def.default])) as SettingsMap;
    for (const row of rows) if (isSettingKey(row.key)) values[row.key] = row.value;
    this.cache = { at: Date.now(), values };
    return values;
  }

  async publicSubset(): Promise<Partial<SettingsMap>> {
    const all = await this.all();
    return Object.fromEntries(Object.entries(all).filter(([k]) => DEFINITIONS[k].public)) as Partial<SettingsMap>;
  }

  async isOn(name: SettingOf<'switch' | 'bool'>): Promise<boolean> {
    return (await this.all())[name] === '1';
  }

  /** Throws FEATURE_DISABLED when a switch is off. */
  async requireOn(name: SwitchName, message: string): Promise<void> {
    if (!(await this.isOn(name))) throw new AppError('FEATURE_DISABLED', message);
  }

  async money(name: SettingOf<'money'>): Promise<bigint> {
    return parseMoney((await this.all())[name], { allowZero: true, maxDecimals: 6 });
  }

  async percent(name: SettingOf<'percent'>): Promise<bigint> {
    return parsePercent((await this.all())[name], name);
  }

  async int(name: SettingOf<'int'>): Promise<number> {
    return Number((await this.all())[name]);
  }

  async text(name: SettingOf<'text'>): Promise<string> {
    return (await this.all())[name];
  }

  /**
   * Validates every value first; unknown names are an error; nothing is written unless all are valid.
   * A change by a staff member (`adminId`) is recorded in the audit log, with what changed, in the
   * same transaction (GraphQL `updateSettings` and REST `PUT settings` both come here).
   */
  async update(changes: Record<string, unknown>, adminId?: number): Promise<SettingsMap> {
    const normalised: Record<string, string> = {};
    for (const [key, raw] of Object.entries(changes)) {
      if (raw === undefined) continue;
      const def = DEFINITIONS[key];
      if (!def) throw badInput(`Unknown setting: ${key}`);
      normalised[key] = normaliseValue(key, def.kind, raw);
    }
    if ('withdrawalMultiple' in normalised && parseMoney(normalised.withdrawalMultiple, { allowZero: true, maxDecimals: 6 }) < MICRO) {
      throw badInput('withdrawalMultiple must be at least 1', { withdrawalMultiple: 'at least 1' });
    }
    this.cache = null;
    const before = { ...(await this.all()) };
    await this.db.transaction(async (em) => {
      for (const [key, value] of Object.entries(normalised)) {
        await em.save(Setting, { key, value, updatedAt: new Date() });
      }
      if (adminId !== undefined) await this.audit?.record(adminId, 'settings.update', 'settings', changes, em, changedFields(before, { ...before, ...normalised }));
    });
    this.cache = null;
    return this.all();
  }

  /** Writes defaults for settings that have no row yet (first start). */
  async ensureDefaults(): Promise<void> {
    const rows = await this.db.manager.find(Setting);
    const have = new Set(rows.map((r) => r.key));
    const missing = Object.entries(SETTINGS).filter(([k]) => !have.has(k));
    if (missing.length) {
      await this.db.manager.insert(
        Setting,
        missing.map(([key, def]) => ({ key, value: def.default, updatedAt: new Date() })),
      );
    }
    this.cache = null;
  }
}

function normaliseValue(key: string, kind: string, raw: unknown): string {
  switch (kind) {
    case 'switch':
    case 'bool':
      if (raw === true || raw === 1 || raw === '1' || raw === 'true' || raw === 'on') return '1';
      if (raw === false || raw === 0 || raw === '0' || raw === 'false' || raw === 'off') return '0';
      throw badInput(`Invalid value for ${key}: use 0/1 or true/false`, { [key]: 'must be on or off' });
    case 'money':
      return formatMoney(parseMoney(raw, { field: key, allowZero: true }));
    case 'percent':
      return formatPercent(parsePercent(raw, key));
    case 'int': {
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0) throw badInput(`Invalid value for ${key}`, { [key]: 'must be a whole number' });
      return String(n);
    }
    default: {
      const def: SettingDefinition | undefined = isSettingKey(key) ? SETTINGS[key] : undefined;
      const max = def?.maxLength ?? 64;
      if (typeof raw !== 'string' || raw.length > max) throw badInput(`Invalid value for ${key}: at most ${max} characters`, { [key]: `at most ${max} characters` });
      if (raw.trim().length === 0) {
        if (def?.optional) return '';
        throw badInput(`Invalid value for ${key}`, { [key]: 'required' });
      }
      if (key === 'contactEmail' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw.trim())) throw badInput('contactEmail must be an email address', { contactEmail: 'an email address' });
      if (key === 'usernamePrefix' && !/^[A-Z]{2,6}$/.test(raw)) throw badInput('usernamePrefix must be 2-6 capital letters', { usernamePrefix: '2-6 capital letters' });
      if (key === 'timeZone') {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: raw });
        } catch {
          throw badInput('Unknown time zone', { timeZone: 'unknown time zone' });
        }
      }
      return raw.trim();
    }
  }
}
