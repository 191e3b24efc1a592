/**
 * The asset call of the request form (docs/product-spec.md §7 `POST {assets-api}/{realm}/{mailbox}/assets2`): one
 * file per call, its type told by its bytes, at most MAX_UPLOAD_BYTES, photos re-encoded to their pixels alone,
 * stored under a generated name in a folder no web server serves. It answers the `_id` the request then refers to.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/requests/request-rules.ts';
import { allFields, type Mailbox } from '../../../src/schemas/mailbox.ts';
import { acceptedBy, type Accepted } from '../../files/accepted-kinds.ts';
import { cleanFileName, fileNameForKind } from '../../files/file-name.ts';
import { reencodeImage } from '../../files/reencode-image.ts';
import { sniff } from '../../files/sniff.ts';
import type { Uploads } from '../../store/uploads.ts';
import type { MailboxAccess } from '../guards/mailbox-access.ts';

/**
 * Files a user may have uploaded and not yet sent, so nobody fills the disk through one form; and, since a
 * script can make a new device user for every few files, all users of one address together (an office or a
 * carrier's NAT puts several citizens behind one, hence the margin). Unsent files go after a day
 * (`server/jobs/abandoned-uploads.ts`), which frees the cap.
 */
export const MAX_PENDING_UPLOADS = 40;
export const MAX_PENDING_UPLOADS_PER_ADDRESS = 100;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** `addressOf` tells the address a call came from (the rate limiter's, which knows about proxies). */
export function uploadRoutes(uploads: Uploads, access: MailboxAccess, addressOf: (c: Context) => string) {
  const api = new Hono();
  api.post(
    '/:realm/:mailbox/assets2',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError('uploadTooLarge', { params: { max: megabytes(MAX_UPLOAD_BYTES) } });
      },
    }),
    async (c: Context) => {
      const { realm, mailbox: mailboxId } = c.req.param() as { realm: string; mailbox: string };
      const { mailbox, sessionId, user } = access(c, realm, mailboxId);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new ApiError('uploadNotMultipart');
      }
      const file = form.file;
      if (!(file instanceof File)) throw new ApiError('uploadOneFile');
      const target = uploadTarget(mailbox, typeof form.field === 'string' ? form.field : undefined);
      if (!target) throw new ApiError('uploadNoField');
      const name = cleanFileName(file.name);
      const tooLarge = () => new ApiError('fileTooLarge', { params: { name, max: megabytes(MAX_UPLOAD_BYTES) } });
      const wrongType = () => new ApiError('fileType', { params: { name, types: target.names } });
      if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
      const address = addressOf(c);
      const pending = uploads.pending(user._id, address);
      if (pending.byUser >= MAX_PENDING_UPLOADS || pending.byAddress >= MAX_PENDING_UPLOADS_PER_ADDRESS) {
        const seconds = Math.max(1, Math.ceil(((pending.firstExpiry ?? Date.now()) - Date.now()) / 1000));
        throw new ApiError('tooManyPendingUploads', { headers: { 'Retry-After': String(seconds) } });
      }
      const original = new Uint8Array(await file.arrayBuffer());
      const kind = sniff(original);
      if (!kind || !target.kinds.includes(kind)) throw wrongType();
      const bytes = await reencodeImage(original, kind);
      if (!bytes) throw wrongType();
      // A re-encoded photo can come out larger than it went in (a PNG made by a better compressor than ours).
      if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
      // Kept and handed to staff under the extension of what the bytes are, never the one the citizen typed.
      const stored = fileNameForKind(file.name, kind);
      return c.json(uploads.save({ realm, mailbox: mailbox._id, sessionId, userId: user._id, address, name: stored, kind, bytes }));
    },
  );
  return api;
}

/** The kinds a named upload field accepts, or (no field named) those of any upload field of the mailbox. */
function uploadTarget(mailbox: Mailbox, fieldName: string | undefined): Accepted | undefined {
  const fields = allFields(mailbox).filter((f) => acceptedBy(f.type));
  const chosen = fieldName === undefined ? fields : fields.filter((f) => f.name === fieldName);
  if (chosen.length === 0) return undefined;
  const accepted = chosen.map((f) => acceptedBy(f.type)!);
  if (accepted.length === 1) return accepted[0];
  return { kinds: [...new Set(accepted.flatMap((a) => a.kinds))], names: [...new Set(accepted.map((a) => a.names))].join('; ') };
}
