import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { EntityManager, LessThan, MoreThan } from 'typeorm';
import type { Database } from '../../database/data-source';
import { forUpdate } from '../../database/sql';
import { AppError, badInput, notFound } from '../errors';
import { Upload } from './upload.entity';
import type { FileStorage } from './storage';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Deposit proofs not attached to a deposit within a day are removed. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;
/** The rolling window of the deposit-proof quota (UPLOAD_QUOTA proofs per member in it). */
export const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
export type UploadArea = 'achievers' | 'deposits' | 'banners' | 'offers';

interface Sniffed {
  mime: string;
  ext: string;
}

/**
 * Identifies a file by its first bytes (magic numbers), never by its name or the Content-Type
 * the client sent. Only the four formats we accept are recognised, so a tiny table suffices.
 */
export function sniff(buf: Buffer): Sniffed | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', ext: 'png' };
  if (buf.length >= 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  if (buf.length >= 5 && buf.toString('ascii', 0, 5) === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}

/** Stores uploads as `<area>/<32 hex>.<ext>` in the file storage (a folder or a bucket) and records them. */
export class UploadService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    /**
     * Deposit proofs one member may upload per rolling 24 hours (UPLOAD_QUOTA), whether they were
     * used in a deposit, cancelled or never attached: attach-and-cancel cycles count too.
     */
    private readonly quota = 20,
  ) {}

  private quotaExceeded(): AppError {
    return new AppError('RATE_LIMITED', `You can upload at most ${this.quota} deposit proofs in 24 hours; try again later`);
  }

  /** Deposit proofs the member uploaded in the quota window ending now. */
  private recentProofs(em: EntityManager, ownerId: number): Promise<number> {
    return em.count(Upload, { where: { area: 'deposits', ownerId, createdAt: MoreThan(new Date(Date.now() - QUOTA_WINDOW_MS)) } });
  }

  async store(area: UploadArea, data: Buffer, ownerId: number | null, opts: { allowPdf?: boolean; private?: boolean } = {}): Promise<Upload> {
    if (data.length > MAX_UPLOAD_BYTES) throw badInput('File too large (max 5 MB)', { image: 'max 5 MB' });
    const quoted = area === 'deposits' && ownerId !== null;
    // A cheap early refusal; the binding check is the one inside the insert's transaction below.
    if (quoted && (await this.recentProofs(this.db.manager, ownerId)) >= this.quota) throw this.quotaExceeded();
    const type = sniff(data);
    const allowed = type && (type.mime !== 'application/pdf' || opts.allowPdf);
    if (!allowed) throw badInput(opts.allowPdf ? 'Unsupported file type (JPEG, PNG, WebP or PDF)' : 'Unsupported file type (JPEG, PNG or WebP)', { image: 'unsupported type' });
    const name = `${area}/${crypto.randomBytes(16).toString('hex')}.${type!.ext}`;
    // The type stored with the object is the sniffed one, never what the client claimed.
    await this.storage.put(name, data, type!.mime);
    const upload = this.db.manager.create(Upload, {
      name,
      area,
      ownerId,
      mime: type!.mime,
      size: data.length,
      private: !!opts.private,
      attached: false,
      createdAt: new Date(),
    });
    // Count and insert in one transaction holding the member's row lock (SQLite runs transactions one
    // at a time), so parallel uploads cannot all pass the count and together exceed the quota.
    const stored = await this.db.transaction(async (em) => {
      if (quoted) {
        await em.query(`SELECT id FROM users WHERE id = ?${forUpdate(this.db.engine)}`, [ownerId]);
        if ((await this.recentProofs(em, ownerId)) >= this.quota) return false;
      }
      await em.insert(Upload, upload);
      return true;
    });
    if (!stored) {
      await this.storage.remove(name);
      throw this.quotaExceeded();
    }
    return upload;
  }

  /** Claims an unattached upload of the owner for a record (e.g. a deposit proof). */
  async attach(em: EntityManager, name: string, ownerId: number, area: UploadArea): Promise<Upload> {
    const upload = await em.findOne(Upload, { where: { name } });
    if (!upload || upload.ownerId !== ownerId || upload.area !== area || upload.attached) throw badInput('Unknown upload', { proof: 'unknown upload' });
    await em.update(Upload, { name }, { attached: true });
    return upload;
  }

  /**
   * Removes deposit proofs uploaded more than `UNATTACHED_TTL_MS` ago and never attached to a
   * deposit (the rows and the files). Run by the maintenance job; returns how many went.
   */
  async sweepUnattached(now = new Date()): Promise<number> {
    const stale = await this.db.manager.find(Upload, { where: { area: 'deposits', attached: false, createdAt: LessThan(new Date(now.getTime() - UNATTACHED_TTL_MS)) } });
    for (const upload of stale) {
      // Conditional: a proof attached meanwhile stays.
      const gone = await this.db.transaction((em) => em.delete(Upload, { name: upload.name, attached: false }));
      if (gone.affected) await this.storage.remove(upload.name);
    }
    return stale.length;
  }

  /**
   * Deletes an upload's row inside the caller's transaction; the caller removes the file
   * (`removeFile`) once that transaction has committed.
   */
  async discard(em: EntityManager, name: string): Promise<void> {
    await em.delete(Upload, { name });
  }

  async removeFile(name: string): Promise<void> {
    await this.storage.remove(name);
  }

  async find(name: string): Promise<Upload | null> {
    return this.db.manager.findOne(Upload, { where: { name } });
  }

  /** The stored bytes of an upload (null when the object is missing); the caller checks who may read them. */
  open(upload: Upload): Promise<Readable | null> {
    return this.storage.get(upload.name);
  }

  async remove(name: string | null | undefined): Promise<void> {
    if (!name) return;
    await this.db.transaction((em) => em.delete(Upload, { name }));
    await this.storage.remove(name);
  }
}

export function uploadUrl(name: string | null | undefined): string | null {
  return name ? `/uploads/${name}` : null;
}
