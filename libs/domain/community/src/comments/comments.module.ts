import { Module } from '@nestjs/common';
import { AuditModule } from '@app/audit';
import { ParticipantDirectoryModule } from '@app/entries';
import { IdentityModule, UserDirectoryModule } from '@app/identity';
import { CommentController, CommentModerationController } from './comment.controller';
import { CommentRepository } from './comment.repository';
import { CommentService } from './comment.service';

/** Comments under participants and their moderation. */
@Module({
  imports: [ParticipantDirectoryModule, AuditModule, IdentityModule, UserDirectoryModule],
  controllers: [CommentController, CommentModerationController],
  providers: [CommentRepository, CommentService],
})
export class CommentsModule {}

/** The comments' counts, for the administrators' dashboard. */
@Module({ providers: [CommentRepository], exports: [CommentRepository] })
export class CommentCountsModule {}
