export * from './settings.module';
export { SiteSettingsRepository } from './site-settings.repository';
export { SiteSettings, SETTINGS_REFRESH_MS } from './site-settings.service';
export type { SiteSettingsResponse } from './site-settings.response';
