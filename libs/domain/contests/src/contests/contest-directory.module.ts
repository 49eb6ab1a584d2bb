import { Module } from '@nestjs/common';
import { ContestDirectory } from './contest-directory';
import { ContestRecordsModule } from './contests-feature.module';

@Module({ imports: [ContestRecordsModule], providers: [ContestDirectory], exports: [ContestDirectory] })
export class ContestDirectoryModule {}
