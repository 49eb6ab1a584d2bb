import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '@app/audit';
import { IdentityModule, UserDirectoryModule } from '@app/identity';
import { ContestEntity } from '../contests/contest.entity';
import { ParticipantEntity } from '../participants/participant.entity';
import { ParticipantRepository } from '../participants/participant.repository';
import { CommentController, CommentModerationController } from './comment.controller';
import { CommentRepository } from './comment.repository';
import { CommentService } from './comment.service';

/** Comments under participants and their moderation. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ParticipantEntity, ContestEntity]),
    AuditModule,
    IdentityModule,
    UserDirectoryModule,
  ],
  controllers: [CommentController, CommentModerationController],
  providers: [CommentRepository, CommentService, ParticipantRepository],
})
export class CommentsModule {}
