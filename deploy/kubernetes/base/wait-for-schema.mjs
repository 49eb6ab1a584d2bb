// An init container's check: exits once every migration of this image is applied, so that a new version's
// pods never serve on an older schema. The migration Job (migrate.yaml) applies them; this only reads.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

// The migrations' data source as the TypeORM CLI reads it (compiled CommonJS; run from the image's /app).
const load = createRequire(import.meta.url);
const dataSource = load(resolve('dist/libs/platform/database/src/data-source.js')).default;
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

async function main() {
  for (;;) {
    try {
      await dataSource.initialize();
      const pending = await dataSource.showMigrations();
      if (!pending) return;
      console.log('Schema not migrated yet: waiting for the migration Job (bebe-star-migrate).');
    } catch (error) {
      console.log(`Database not reachable yet: ${error instanceof Error ? error.message : error}`);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
    }
    await pause(5000);
  }
}

await main();
process.exit(0);
