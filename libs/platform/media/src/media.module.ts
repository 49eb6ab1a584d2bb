import { Global, Module } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { ImageProcessor } from './image-processor';
import { MediaStorage } from './media-storage';
import { MediaStore, mediaStoreFor } from './media-store';
import { PhotoUploads } from './photo-uploads.service';

@Global()
@Module({
  providers: [
    ImageProcessor,
    { provide: MediaStore, useFactory: mediaStoreFor, inject: [AppConfig] },
    MediaStorage,
    PhotoUploads,
  ],
  exports: [ImageProcessor, MediaStorage, PhotoUploads, MediaStore],
})
export class MediaModule {}
