import { pipeline } from 'node:stream';
import type express from 'express';
import multer from 'multer';
import { badInput } from '../errors';
import { resolveIdentities } from '../../app/context';
import type { Services } from '../../app/services';
import { MAX_UPLOAD_BYTES } from './upload.service';

/** Multipart parsing in memory with the 5 MB cap; one file, under the given field name. */
export function singleFile(field: string) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } }).single(field);
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      const code = (err as any)?.code;
      if (code === 'LIMIT_FILE_SIZE') return next(badInput('File too large (max 5 MB)', { [field]: 'max 5 MB' }));
      if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') return next(badInput(`Send one file in the field '${field}'`, { [field]: 'one file' }));
      return next(badInput('Invalid multipart body'));
    });
  };
}

/** The legacy client's folders for the bare names it is sent (`/uploads/banner/<name>`, `/uploads/achivers/<name>`). */
const LEGACY_AREAS: Partial<Record<string, string>> = { banner: 'banners', achivers: 'achievers' };

/** An upload's bare file name, as the legacy client is sent it (`banners/ab12.png` -> `ab12.png`). */
export function bareName(name: string | null | undefined): string {
  return name ? name.slice(name.lastIndexOf('/') + 1) : '';
}

/**
 * Serves /uploads/<area>/<name> from the file storage (folder or bucket): sniffed type, nosniff;
 * private files (deposit proofs) to their owner and admins only, checked here on every read.
 */
export function registerUploadRoutes(app: express.Express, services: Services) {
  app.get('/uploads/:area/:file', async (req, res) => {
    const notFound = () => res.status(404).json({ success: false, message: 'File not found', error: 'File not found', code: 'NOT_FOUND' });
    try {
      const name = `${LEGACY_AREAS[req.params.area] ?? req.params.area}/${req.params.file}`;
      if (!/^[a-z]+\/[0-9a-f]{32}\.(jpg|png|webp|pdf)$/.test(name)) return notFound();
      const upload = await services.uploads.find(name);
      if (!upload) return notFound();
      if (upload.private) {
        const who = await resolveIdentities(services, req.headers);
        // API tokens work on /graphql only (no scope covers files): a token never reads a private file.
        if (who.token || who.tokenRefused) return notFound();
        if (!who.admin && who.member?.id !== upload.ownerId) return notFound();
      }
      const body = await services.uploads.open(upload);
      if (!body) return notFound();
      res.setHeader('Content-Type', upload.mime);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', upload.private ? 'private, no-store' : 'public, max-age=86400');
      if (upload.mime === 'application/pdf') res.setHeader('Content-Disposition', 'attachment');
      if (upload.size) res.setHeader('Content-Length', String(upload.size));
      // pipeline, not pipe: a reader that goes away mid-file also closes the file (pipe left it to the GC).
      pipeline(body, res, () => undefined);
    } catch {
      notFound();
    }
  });
}
