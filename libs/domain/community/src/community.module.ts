import { Module } from '@nestjs/common';
import { CommentsModule } from './comments/comments.module';

/**
 * What readers say under participants, as the API serves it: the comments and their moderation. A
 * module of its own, imported by the API next to ContestsModule, so that its routes keep their
 * place in the API's description.
 */
@Module({ imports: [CommentsModule] })
export class CommunityModule {}
