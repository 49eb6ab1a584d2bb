export * from './image-processor';
export * from './media-storage';
export * from './media.module';
export * from './photo-uploads.service';
export * from './upload-form';
export * from './media-store';
export * from './signed-photo-route';
