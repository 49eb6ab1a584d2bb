import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { ImageProcessor, ImageRejectedError } from './image-processor';
import { MediaStorage } from './media-storage';

type Folder = Parameters<MediaStorage['save']>[0];

/** Turns an uploaded file into a stored, re-encoded image, or a French field error. */
@Injectable()
export class PhotoUploads {
  constructor(
    private readonly processor: ImageProcessor,
    private readonly storage: MediaStorage,
  ) {}

  /**
   * Processes and stores `file`, then runs `persist` with the new key. If `persist` fails, the
   * stored image is removed again, so a refused request leaves nothing behind.
   */
  async withStoredImage<T>(
    folder: Folder,
    file: Buffer,
    field: string,
    persist: (key: string) => Promise<T>,
  ): Promise<T> {
    let processed;
    try {
      processed = await this.processor.process(file);
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw AppError.field(
          field,
          error.reason === 'too_many_pixels' ? MESSAGES.media.tooManyPixels : MESSAGES.media.notAnImage,
        );
      }
      throw error;
    }
    const key = await this.storage.save(folder, processed);
    try {
      return await persist(key);
    } catch (error) {
      await this.storage.remove(key);
      throw error;
    }
  }
}
