/**
 * Banner / pop-up image upload (REST, multipart): POST /api/v1/uploads/banner with the file in the
 * field 'file' (admin cookie). Answers `{ upload: { name } }`; the name goes into createBanner or
 * createNotification(input.image).
 */
import { uploadFile, validateUpload } from '../../lib/upload';
import { IMAGE_RULE } from '../content/uploadImage';

export const BANNER_UPLOAD_URL = '/api/v1/uploads/banner';
export { MAX_IMAGE_BYTES } from '../content/uploadImage';

/** Client check before the upload: JPEG/PNG/WebP, at most 5 MB (the server sniffs again). */
export function validateImage(file: File | null): string | null {
  return validateUpload(file, IMAGE_RULE);
}

export function uploadBannerImage(file: File): Promise<string> {
  return uploadFile(BANNER_UPLOAD_URL, 'file', file);
}
