export * from './settings.module';
export { SiteSettings, SETTINGS_REFRESH_MS } from './site-settings.service';
export type { SiteSettingsResponse } from './site-settings.response';
