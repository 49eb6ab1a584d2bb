export * from './contests.module';
