export * from './plain-pages.module';
export { PLAIN_COOKIES } from './plain-session';
