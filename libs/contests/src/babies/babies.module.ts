import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BabyController } from './baby.controller';
import { BabyEntity } from './baby.entity';
import { BabyRepository } from './baby.repository';
import { BabyService } from './baby.service';

/** Parents' baby profiles (owner-only). */
@Module({
  imports: [TypeOrmModule.forFeature([BabyEntity])],
  controllers: [BabyController],
  providers: [BabyRepository, BabyService],
  exports: [BabyRepository, BabyService],
})
export class BabiesModule {}
