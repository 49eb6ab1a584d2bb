import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserDirectory } from './user-directory';
import { UserEntity } from './user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UserDirectory],
  exports: [UserDirectory],
})
export class UserDirectoryModule {}
