import fs from 'node:fs';
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

/** Serves /uploads/<area>/<name>: sniffed type, nosniff; private files (deposit proofs) to owner and admins only. */
export function registerUploadRoutes(app: express.Express, services: Services) {
  app.get('/uploads/:area/:file', async (req, res) => {
    const notFound = () => res.status(404).json({ success: false, message: 'File not found', error: 'File not found', code: 'NOT_FOUND' });
    try {
      const name = `${req.params.area}/${req.params.file}`;
      if (!/^[a-z]+\/[0-9a-f]{32}\.(jpg|png|webp|pdf)$/.test(name)) return notFound();
      const upload = await services.uploads.find(name);
      if (!upload) return notFound();
      if (upload.private) {
        const who = await resolveIdentities(services, req.headers);
        if (!who.admin && who.member?.id !== upload.ownerId) return notFound();
      }
      const file = services.uploads.filePath(upload);
      if (!fs.existsSync(file)) return notFound();
      res.setHeader('Content-Type', upload.mime);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', upload.private ? 'private, no-store' : 'public, max-age=86400');
      if (upload.mime === 'application/pdf') res.setHeader('Content-Disposition', 'attachment');
      fs.createReadStream(file).pipe(res);
    } catch {
      notFound();
    }
  });
}
