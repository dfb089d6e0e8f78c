/**
 * Deposit proof upload (REST, multipart): POST /api/v1/uploads/deposit-proof with the file in the
 * field 'file', cookie credentials. Answers `{ upload: { name } }`; the name goes into
 * createDeposit(input.proof).
 */
import { GENERIC_ERROR, ServerMessageError } from '../../lib/notify';

export const PROOF_UPLOAD_URL = '/api/v1/uploads/deposit-proof';
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const PROOF_EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

/** Client check before the upload: JPEG/PNG/WebP/PDF, at most 5 MB. */
export function validateProof(file: File | null): string | null {
  if (!file) return null;
  const typeOk = file.type ? PROOF_TYPES.includes(file.type) : PROOF_EXTENSIONS.test(file.name);
  if (!typeOk) return 'Proof must be a JPEG, PNG, WebP or PDF file';
  if (file.size > MAX_PROOF_BYTES) return 'Proof must be at most 5 MB';
  if (file.size === 0) return 'The file is empty';
  return null;
}

/** Uploads the proof and resolves with its stored name; rejects with the server message. */
export async function uploadDepositProof(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(PROOF_UPLOAD_URL, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  let json: { success?: boolean; message?: unknown; error?: unknown; code?: unknown; upload?: { name?: unknown } } = {};
  try {
    json = (await response.json()) ?? {};
  } catch {
    // Not JSON (proxy error page).
  }
  const name = json.upload?.name;
  if (!response.ok || json.success === false || typeof name !== 'string' || !name) {
    const message = typeof json.message === 'string' && json.message.trim() ? json.message : GENERIC_ERROR;
    throw new ServerMessageError(message, { status: response.status, code: typeof json.code === 'string' ? json.code : undefined });
  }
  return name;
}
