import { Controller, Get, HttpStatus, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  type HealthCheckResult,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { AppError, MESSAGES, Public } from '@app/common';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Public()
  @Get()
  @HealthCheck()
  async check(): Promise<HealthCheckResult> {
    try {
      return await this.checkDependencies();
    } catch (error) {
      // Terminus reports a failed check as a 503 carrying which dependency is down; keep that report.
      if (error instanceof ServiceUnavailableException) {
        throw new AppError(HttpStatus.SERVICE_UNAVAILABLE, {
          detail: MESSAGES.http.unavailable,
          ...(error.getResponse() as object),
        });
      }
      throw error;
    }
  }

  private checkDependencies(): Promise<HealthCheckResult> {
    return this.health.check([
      () => this.database.pingCheck('database', { timeout: 2000 }),
      async () => {
        const indicator = this.indicators.check('redis');
        try {
          await this.redis.ping();
          return indicator.up();
        } catch (error) {
          return indicator.down({ message: (error as Error).message });
        }
      },
    ]);
  }
}
