export * from './community.module';
export { CommentCountsModule } from './comments/comments.module';
export { CommentRepository, type DatedComment, FLAGS_TO_HIDE } from './comments/comment.repository';
