export * from './vote-limits';
export * from './voting.module';
