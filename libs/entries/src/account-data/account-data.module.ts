import { Module } from '@nestjs/common';
import { ContestAccountEraser } from './contest-account-eraser';

/** Erases the contest data of deleted accounts, for the awards lib's AccountDataEraser. */
@Module({ providers: [ContestAccountEraser], exports: [ContestAccountEraser] })
export class ContestAccountDataModule {}
