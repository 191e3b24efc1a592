/**
 * The way back from a request body to the form's values, so the server can run the very rules the form ran
 * (spec §5) on what actually arrived, instead of trusting the browser's word that it checked them.
 */
import { allFields, type Mailbox } from '../schemas/mailbox.ts';
import type { Coordinates } from '../schemas/common.ts';
import { titleFromBody, type CensusValue, type Contact, type FormValues, type RequestBody, type UploadedFile } from './request-rules.ts';

export interface ValuesContext {
  /** Uploads the server knows by id; an id it does not know becomes a nameless file (and is refused later). */
  uploads: ReadonlyMap<string, UploadedFile>;
  /** Whether this session proved this census entry (the census call said so). */
  censusVerified: (censusId: string, entryId: string) => boolean;
}

const REQUEST_TEXT = new Set(['title', 'body', 'category', 'address']);

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function ids(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * The form values a body stands for. Images all belong to the first image field and files (less those of
 * pdf fields, which `extra` names) to the first file field, as `buildRequest` flattens them.
 */
export function requestToValues(mailbox: Mailbox, body: RequestBody, context: ValuesContext): { values: FormValues; contact: Contact } {
  const values: FormValues = {};
  const fields = allFields(mailbox);
  const file = (id: string): UploadedFile => context.uploads.get(id) ?? { _id: id, name: '', size: 0, mime: '' };
  const pdfIds = new Set(fields.filter((f) => f.type === 'pdf').flatMap((f) => ids(body.extra[f.name])));
  let imagesGiven = false;
  let filesGiven = false;
  for (const field of fields) {
    switch (field.type) {
      case 'image':
        values[field.name] = imagesGiven ? [] : body.images.map(file);
        imagesGiven = true;
        break;
      case 'file':
        values[field.name] = filesGiven ? [] : body.files.filter((id) => !pdfIds.has(id)).map(file);
        filesGiven = true;
        break;
      case 'pdf':
        values[field.name] = ids(body.extra[field.name]).map(file);
        break;
      case 'map':
        values[field.name] = (body.coordinates as Coordinates | undefined) ?? null;
        break;
      case 'census': {
        const given = body.extra[field.name] as { id?: unknown; answers?: unknown } | undefined;
        const id = text(given?.id);
        const answers = typeof given?.answers === 'object' && given.answers !== null ? (given.answers as Record<string, string>) : {};
        values[field.name] = { id, answers, verified: id !== '' && context.censusVerified(field.census!, id) } satisfies CensusValue;
        break;
      }
      case 'captcha':
        values[field.name] = body.captcha ?? '';
        break;
      case 'street':
        values[field.name] = body.address ?? '';
        break;
      default:
        values[field.name] = text(REQUEST_TEXT.has(field.name) ? body[field.name as 'title'] : body.extra[field.name]);
    }
  }
  // An optional title the citizen left empty arrives as the body's first words (buildRequest's fallback):
  // that is not something they typed, so it must not fail the title's own rules.
  const title = fields.find((f) => f.name === 'title');
  if (title && !title.required && body.title === titleFromBody(body.body)) values.title = '';
  return { values, contact: body.contact ?? {} };
}
