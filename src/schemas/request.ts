import * as v from 'valibot';
import { CoordinatesSchema, IdSchema } from './common.ts';

/**
 * The shape of `POST /{realm}/requests/{mailbox}/create` (docs/product-spec.md §3 "Request"), after unknown fields
 * were moved into `extra`. The server checks this before the form's own rules; lengths are generous outer bounds, the
 * mailbox's fields set the real ones.
 */
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const RequestContactSchema = v.object({
  firstName: v.optional(Text(100)),
  lastName: v.optional(Text(150)),
  telephone: v.optional(Text(30)),
  email: v.optional(Text(200)),
});

/** A captcha's proof of work as the browser answers it (src/domain/requests/captcha-work.ts): the number found, with the salt and signature of the work. */
export const CaptchaWorkSolutionSchema = v.object({ salt: Text(64), number: v.pipe(v.number(), v.safeInteger(), v.minValue(0)), signature: Text(64) });

export const RequestBodySchema = v.object({
  title: v.optional(Text(500), ''),
  body: v.optional(Text(20_000), ''),
  category: v.optional(Text(200)),
  contact: v.optional(RequestContactSchema),
  coordinates: v.optional(CoordinatesSchema),
  address: v.optional(Text(300)),
  images: v.optional(v.pipe(v.array(IdSchema), v.maxLength(20)), []),
  files: v.optional(v.pipe(v.array(IdSchema), v.maxLength(20)), []),
  captcha: v.optional(Text(20)),
  /**
   * The captcha's proof of work, solved by the browser (src/domain/requests/captcha-work.ts): the number found, with
   * the salt and signature of the work it answers. Checked before anything else, never stored.
   */
  captchaWork: v.optional(CaptchaWorkSolutionSchema),
  origin: v.optional(v.literal('web'), 'web'),
  extra: v.pipe(
    v.record(v.string(), v.unknown()),
    v.check((extra) => Object.keys(extra).length <= 60, 'at most 60 extra fields'),
    v.check((extra) => JSON.stringify(extra).length <= 60_000, 'extra fields of at most 60,000 characters'),
  ),
  payment: v.optional(IdSchema),
  privacyAccepted: v.optional(v.boolean()),
  /**
   * The upload ids of each image and file field, by field name: `images` and `files` flatten them, which cannot
   * tell two image fields apart. Sent for the server's checks, not stored (the request keeps the flat lists).
   */
  fieldUploads: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.array(IdSchema), v.maxLength(20))),
      v.check((uploads) => Object.keys(uploads).length <= 60, 'at most 60 upload fields'),
    ),
  ),
});
/**
 * The body of `POST /{realm}/requests/{mailbox}/create` (docs/product-spec.md §3 "Request"), as the form builds it
 * and the server parses it.
 */
export type RequestBody = v.InferOutput<typeof RequestBodySchema>;
