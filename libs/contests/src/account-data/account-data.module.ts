import { Global, Module } from '@nestjs/common';
import { AccountDataEraser } from '@app/identity';
import { ContestAccountEraser } from './contest-account-eraser';

/** Erases the contest data of deleted accounts; global so that identity's AccountDeletion finds it. */
@Global()
@Module({
  providers: [{ provide: AccountDataEraser, useClass: ContestAccountEraser }],
  exports: [AccountDataEraser],
})
export class AccountDataModule {}
