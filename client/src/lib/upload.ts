/**
 * Shared REST multipart upload (cookie credentials) used by the image, banner and deposit-proof
 * uploads. Every upload endpoint answers `{ upload: { name } }`; the stored name then goes into the
 * GraphQL input that references the file.
 */
import { GENERIC_ERROR, ServerMessageError } from './notify';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface UploadRule {
  /** Accepted MIME types; when the browser gives no type, `extensions` decides. */
  types: string[];
  extensions: RegExp;
  /** Wording used in the messages, e.g. 'Image' or 'Proof'. */
  label: string;
  /** Human list of the accepted formats, e.g. 'a JPEG, PNG or WebP file'. */
  formats: string;
  maxBytes?: number;
}

/** Client check before an upload (the server checks again by content). Null when fine. */
export function validateUpload(file: File | null, rule: UploadRule, requiredMessage?: string): string | null {
  if (!file) return requiredMessage ?? null;
  const typeOk = file.type ? rule.types.includes(file.type) : rule.extensions.test(file.name);
  if (!typeOk) return `${rule.label} must be ${rule.formats}`;
  const maxBytes = rule.maxBytes ?? MAX_UPLOAD_BYTES;
  if (file.size > maxBytes) return `${rule.label} must be at most ${maxBytes / (1024 * 1024)} MB`;
  if (file.size === 0) return 'The file is empty';
  return null;
}

/**
 * Posts `file` in the multipart field `fileField` (after any extra `fields`) and resolves with the
 * stored name; rejects with a ServerMessageError carrying the server message.
 */
export async function uploadFile(url: string, fileField: string, file: File, fields: Record<string, string> = {}): Promise<string> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append(fileField, file);
  const response = await fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  let json: { success?: boolean; message?: unknown; code?: unknown; upload?: { name?: unknown } } = {};
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
