// Typed access to the administrator's settings: defaults from the shared schema, stored per group,
// secrets encrypted at rest. Reads are served from memory and refreshed in the background when
// older than a couple of seconds (so other processes' changes arrive quickly). A read never waits
// for the database once loaded: callers inside a transaction on SQLite's single connection would
// otherwise wait for themselves.
import {
  DEFAULT_SETTINGS,
  SECRET_SETTINGS,
  settingsSchema,
  type Settings,
  type SettingsGroup,
} from '../../shared/settings';
import type { Database } from '../db/database';
import { decryptSecret, encryptSecret } from '../lib/secrets';
import { nowIso } from '../lib/ids';

const CACHE_MS = 2000;

export class SettingsStore {
  private cache?: { value: Settings; at: number };
  private refreshing?: Promise<Settings>;

  constructor(
    private readonly db: Database,
    private readonly encryptionKey: string,
  ) {}

  /** The settings in memory, without waiting (refreshing in the background when stale); undefined
   * only before the first load, which buildApp does at start. For per-request hot paths. */
  current(): Settings | undefined {
    if (this.cache && Date.now() - this.cache.at >= CACHE_MS && !this.refreshing) void this.get();
    return this.cache?.value;
  }

  async get(): Promise<Settings> {
    if (this.cache) {
      if (Date.now() - this.cache.at >= CACHE_MS && !this.refreshing) {
        this.refreshing = this.load().finally(() => (this.refreshing = undefined));
        this.refreshing.catch(() => undefined);
      }
      return this.cache.value;
    }
    return (this.refreshing ??= this.load().finally(() => (this.refreshing = undefined)));
  }

  private async load(): Promise<Settings> {
    const rows = await this.db.selectFrom('settings').select(['group_name', 'value']).execute();
    const raw: Record<string, unknown> = {};
    for (const row of rows) {
      const group = row.group_name as SettingsGroup;
      if (!(group in DEFAULT_SETTINGS)) continue;
      raw[group] = this.decrypt(group, JSON.parse(row.value) as Record<string, unknown>);
    }
    // Unknown or out-of-range stored values fall back to defaults rather than stopping the app.
    const parsed = settingsSchema.safeParse(raw);
    const value = parsed.success ? parsed.data : mergeValid(raw);
    this.cache = { value, at: Date.now() };
    return value;
  }

  async update<G extends SettingsGroup>(
    group: G,
    patch: Partial<Settings[G]>,
    updatedBy: string | null = null,
  ): Promise<Settings> {
    const current = await this.get();
    const next = settingsSchema.shape[group].parse({ ...current[group], ...patch }) as Settings[G];
    const stored = JSON.stringify(this.encrypt(group, next as Record<string, unknown>));
    const now = nowIso();
    await this.db
      .insertInto('settings')
      .values({ group_name: group, value: stored, updated_at: now, updated_by: updatedBy })
      .onConflict((oc) =>
        oc.column('group_name').doUpdateSet({ value: stored, updated_at: now, updated_by: updatedBy }),
      )
      .execute();
    return this.load();
  }

  /** Seeds a group's values only where nothing is stored yet (environment → settings on first start). */
  async seed<G extends SettingsGroup>(group: G, values: Partial<Settings[G]>): Promise<void> {
    const exists = await this.db
      .selectFrom('settings')
      .select('group_name')
      .where('group_name', '=', group)
      .executeTakeFirst();
    if (!exists) await this.update(group, values);
  }

  private encrypt(group: SettingsGroup, values: Record<string, unknown>): Record<string, unknown> {
    const out = { ...values };
    for (const key of SECRET_SETTINGS[group] ?? []) {
      if (typeof out[key] === 'string' && out[key]) out[key] = encryptSecret(this.encryptionKey, out[key]);
    }
    return out;
  }

  private decrypt(group: SettingsGroup, values: Record<string, unknown>): Record<string, unknown> {
    const out = { ...values };
    for (const key of SECRET_SETTINGS[group] ?? []) {
      if (typeof out[key] === 'string') out[key] = decryptSecret(this.encryptionKey, out[key]);
    }
    return out;
  }
}

function mergeValid(raw: Record<string, unknown>): Settings {
  const out = structuredClone(DEFAULT_SETTINGS) as Record<string, Record<string, unknown>>;
  for (const [group, values] of Object.entries(raw)) {
    const shape = settingsSchema.shape[group as SettingsGroup];
    for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
      const field = (
        shape as unknown as { shape: Record<string, { safeParse(v: unknown): { success: boolean } }> }
      ).shape[key];
      if (field?.safeParse(value).success) out[group]![key] = value;
    }
  }
  return out as unknown as Settings;
}
