export * from './dossier-builder';
export * from './dossier-publisher';
export * from './results-dossier.repository';
export * from './results.module';
export * from './results.response';
