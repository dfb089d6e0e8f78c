/**
 * Deposit proof upload (REST, multipart): POST /api/v1/uploads/deposit-proof with the file in the
 * field 'file', cookie credentials. Answers `{ upload: { name } }`; the name goes into
 * createDeposit(input.proof).
 */
import { MAX_UPLOAD_BYTES, uploadFile, validateUpload, type UploadRule } from '../../lib/upload';

export const PROOF_UPLOAD_URL = '/api/v1/uploads/deposit-proof';
export const MAX_PROOF_BYTES = MAX_UPLOAD_BYTES;
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const PROOF_RULE: UploadRule = { types: PROOF_TYPES, extensions: /\.(jpe?g|png|webp|pdf)$/i, label: 'Proof', formats: 'a JPEG, PNG, WebP or PDF file', maxBytes: MAX_PROOF_BYTES };

/** Client check before the upload: JPEG/PNG/WebP/PDF, at most 5 MB. */
export function validateProof(file: File | null): string | null {
  return validateUpload(file, PROOF_RULE);
}

/** Uploads the proof and resolves with its stored name; rejects with the server message. */
export function uploadDepositProof(file: File): Promise<string> {
  return uploadFile(PROOF_UPLOAD_URL, 'file', file);
}
