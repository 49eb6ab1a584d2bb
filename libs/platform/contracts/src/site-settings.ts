/**
 * The element of every page the API serves that carries the site's settings (GET /api/settings/, as
 * JSON never run): the site reads it before its first render.
 */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';
