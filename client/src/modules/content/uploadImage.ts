/**
 * Admin image upload (REST, multipart): POST /api/v1/uploads/image with the file in 'image' and the
 * area ('achievers' or 'offers'). The server sniffs the type (JPEG, PNG, WebP), caps 5 MB and
 * stores it under a random name, which then goes into addAchiever / createOffer / updateOffer.
 */
import { MAX_UPLOAD_BYTES, uploadFile, validateUpload, type UploadRule } from '../../lib/upload';

export const IMAGE_UPLOAD_URL = '/api/v1/uploads/image';
export const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** JPEG/PNG/WebP images up to 5 MB (shared with the banner upload). */
export const IMAGE_RULE: UploadRule = { types: IMAGE_TYPES, extensions: /\.(jpe?g|png|webp)$/i, label: 'Image', formats: 'a JPEG, PNG or WebP file', maxBytes: MAX_IMAGE_BYTES };

/** Client check before the upload (the server checks again by content). */
export function validateImage(file: File | null, required = false): string | null {
  return validateUpload(file, IMAGE_RULE, required ? 'A photo is required' : undefined);
}

/** Uploads the image and resolves with its stored name; rejects with the server message. */
export function uploadImage(file: File, area: 'achievers' | 'offers'): Promise<string> {
  return uploadFile(IMAGE_UPLOAD_URL, 'image', file, { area });
}
