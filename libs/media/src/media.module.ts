import { Global, Module } from '@nestjs/common';
import { ImageProcessor } from './image-processor';
import { MediaStorage } from './media-storage';
import { PhotoUploads } from './photo-uploads.service';

@Global()
@Module({
  providers: [ImageProcessor, MediaStorage, PhotoUploads],
  exports: [ImageProcessor, MediaStorage, PhotoUploads],
})
export class MediaModule {}
