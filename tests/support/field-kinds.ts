/**
 * One mailbox per field kind of `FIELD_TYPES`, with a valid answer for each: the tests that render and validate
 * every kind read them, so a kind added to the list fails `npm run check` here until it is given an example.
 */
import type * as v from 'valibot';
import type { CensusValue, FieldValue, UploadedFile } from '../../src/domain/requests/request-rules.ts';
import type { FieldType, MailboxSchema } from '../../src/schemas/mailbox.ts';

type MailboxInput = v.InferInput<typeof MailboxSchema>;
type FieldInput = MailboxInput['form']['pages'][number]['fields'][number];

const file = (id: string, mime: string): UploadedFile => ({ _id: id, name: `${id}.bin`, size: 10, mime });

/** The census the census kind's example checks against. */
export const EXAMPLE_CENSUS = 'registro-asociaciones';

/** Each kind's field (required, named after its kind) and an answer its rules accept. */
export const EVERY_KIND = {
  text: { field: { label: 'Asunto' }, answer: 'Farola apagada' },
  textarea: { field: { label: 'Descripción' }, answer: 'La farola lleva una semana apagada.' },
  number: { field: { label: 'Personas', min: 1, max: 500 }, answer: '12' },
  datetime: { field: { label: 'Fecha del acto' }, answer: '2030-03-06T10:00:00+01:00' },
  key: { field: { label: 'Código', options: ['SUB-1', 'SUB-2'] }, answer: 'SUB-2' },
  category: { field: { label: 'Tipo', options: [{ value: 'ruido', label: { es: 'Ruidos' } }, 'otros'] }, answer: 'ruido' },
  image: { field: { label: 'Fotos', maxFiles: 3 }, answer: [file('img1', 'image/jpeg'), file('img2', 'image/png')] },
  file: { field: { label: 'Documentos', maxFiles: 2 }, answer: [file('doc1', 'application/pdf')] },
  map: { field: { label: 'Ubicación' }, answer: { lat: 38.9866, lng: -0.5213 } },
  street: { field: { label: 'Calle' }, answer: 'Calle Abadia, 3' },
  census: {
    field: { label: 'NIF de la asociación', census: EXAMPLE_CENSUS },
    answer: { id: 'G46123456', answers: { inscripcion: '117' }, verified: true } satisfies CensusValue,
  },
  captcha: { field: { label: 'Resultado de la operación' }, answer: '7' },
  pdf: { field: { label: 'Solicitud firmada' }, answer: [file('pdf1', 'application/pdf')] },
} satisfies Record<FieldType, { field: Omit<FieldInput, 'name' | 'type' | 'label'> & { label: string }; answer: FieldValue }>;

/** The name of the example field of a kind. */
export const fieldName = (type: FieldType) => `campo_${type}`;

/** A mailbox that asks for one field of `type`, required, and nothing else: no contact, no privacy policy. */
export function mailboxOfKind(type: FieldType): MailboxInput {
  return {
    _id: `tipo-${type}`,
    title: { es: `Un campo ${type}` },
    contactRequest: { mode: 'no' },
    form: { pages: [{ title: { es: 'Datos' }, fields: [{ ...EVERY_KIND[type].field, name: fieldName(type), type, required: true }] }] },
  };
}
