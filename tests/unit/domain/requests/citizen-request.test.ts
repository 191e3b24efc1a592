import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CitizenHistorySchema, CitizenRequestSchema, MyRequestsSchema } from '../../../../src/domain/requests/citizen-request.ts';

const LINE = {
  reference: 'ALC-2026-7KX4-M9QP',
  mailbox: 'alumbrado',
  title: 'Farola rota',
  status: 'Recibida',
  createdAt: '2026-07-01T08:05:00Z',
  updatedAt: '2026-07-01T08:05:00Z',
};
const ENTRY = {
  id: 1,
  at: '2026-07-01T08:05:00Z',
  actor: { kind: 'staff', id: null },
  action: 'status',
  before: { status: 'Recibida' },
  after: { status: 'En gestión' },
  message: null,
  citizenVisible: true,
};
const REQUEST = {
  ...LINE,
  body: 'Lleva una semana apagada.',
  extra: {},
  language: 'es',
  attachments: [{ name: 'farola.jpg', kind: 'image', size: 1200 }],
  threads: [{ at: '2026-07-02T09:00:00Z', author: 'staff', message: 'La revisamos mañana.', status: 'En gestión' }],
  history: [ENTRY],
  canReply: true,
};

describe('what the citizen’s calls answer', () => {
  it('accept a page of "Mis solicitudes" and refuse a line with an unknown status or a date that is none', () => {
    const page = { items: [LINE], total: 1, page: 1, pages: 1 };
    expect(v.parse(MyRequestsSchema, page)).toEqual(page);
    expect(v.is(MyRequestsSchema, { ...page, items: [{ ...LINE, status: 'Abierta' }] })).toBe(false);
    expect(v.is(MyRequestsSchema, { ...page, items: [{ ...LINE, createdAt: 'ayer' }] })).toBe(false);
  });

  it('accept a request as its citizen reads it', () => {
    expect(v.parse(CitizenRequestSchema, REQUEST)).toEqual(REQUEST);
  });

  it('refuse a history that names who on the staff acted, or holds an entry kept from the citizen', () => {
    expect(v.is(CitizenHistorySchema, ENTRY)).toBe(true);
    expect(v.is(CitizenHistorySchema, { ...ENTRY, actor: { kind: 'staff', id: 'staff-1' } })).toBe(false);
    expect(v.is(CitizenHistorySchema, { ...ENTRY, citizenVisible: false })).toBe(false);
    expect(v.is(CitizenRequestSchema, { ...REQUEST, history: [{ ...ENTRY, action: 'note', citizenVisible: false }] })).toBe(false);
  });

  it('refuse an attachment of another kind than an image or a file, and a reply flag that is missing', () => {
    expect(v.is(CitizenRequestSchema, { ...REQUEST, attachments: [{ name: 'x', kind: 'census', size: 1 }] })).toBe(false);
    const { canReply: _, ...withoutFlag } = REQUEST;
    expect(v.is(CitizenRequestSchema, withoutFlag)).toBe(false);
  });
});
