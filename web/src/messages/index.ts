import { common } from './common';

/** Every French text of the site, one section per feature. */
export const MESSAGES = {
  common,
} as const;
