import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig, loadConfig } from './app-config';

@Global()
@Module({})
export class AppConfigModule {
  /** Provides the validated configuration: the given one, or the process environment's. */
  static forRoot(config: AppConfig = loadConfig()): DynamicModule {
    return { module: AppConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}
