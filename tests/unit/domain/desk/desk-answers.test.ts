import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ActionRefusalSchema, DeskRequestSchema, DeskStaffSchema, HistoryEntrySchema, QueuePageSchema } from '../../../../src/domain/desk/desk-answers.ts';

const ITEM = {
  _id: 'r1',
  iid: 7,
  reference: 'ALC-2026-7KX4-M9QP',
  mailbox: 'alumbrado',
  status: 'Recibida',
  version: 1,
  assignedTo: null,
  createdAt: '2026-07-01T08:05:00Z',
  updatedAt: '2026-07-01T08:05:00Z',
  title: 'Farola rota',
  contactName: 'Ana Pérez',
};
const ENTRY = {
  id: 1,
  at: '2026-07-01T08:05:00Z',
  actor: { kind: 'citizen', id: null },
  action: 'created',
  before: null,
  after: { status: 'Recibida' },
  message: null,
  citizenVisible: true,
};
const REQUEST = {
  ...ITEM,
  language: 'es',
  body: 'Lleva una semana apagada.',
  contact: { firstName: 'Ana', email: 'ana@example.es' },
  extra: {},
  answers: [],
  attachments: [{ _id: 'f1', name: 'farola.jpg', size: 1200, mime: 'image/jpeg' }],
  payment: null,
  notifiable: true,
  threads: [],
  history: [ENTRY],
};

describe('the desk’s answers, validated', () => {
  it('accept a page of the queue, with counts per status', () => {
    const page = { items: [ITEM], total: 1, page: 1, pages: 1, counts: { Recibida: 1 } };
    expect(v.parse(QueuePageSchema, page)).toEqual(page);
  });

  it('refuse a row with a status the portal does not have, or a count for one', () => {
    expect(v.is(QueuePageSchema, { items: [{ ...ITEM, status: 'Abierta' }], total: 1, page: 1, pages: 1, counts: {} })).toBe(false);
    expect(v.is(QueuePageSchema, { items: [], total: 0, page: 1, pages: 1, counts: { Abierta: 1 } })).toBe(false);
  });

  it('accept a whole request and refuse one that misses what the desk shows', () => {
    expect(v.is(DeskRequestSchema, REQUEST)).toBe(true);
    const { notifiable: _, ...withoutNotifiable } = REQUEST;
    expect(v.is(DeskRequestSchema, withoutNotifiable)).toBe(false);
    expect(v.is(DeskRequestSchema, { ...REQUEST, language: undefined })).toBe(false);
  });

  it('accept only the history’s known actions and actors', () => {
    expect(v.is(HistoryEntrySchema, ENTRY)).toBe(true);
    expect(v.is(HistoryEntrySchema, { ...ENTRY, action: 'deleted' })).toBe(false);
    expect(v.is(HistoryEntrySchema, { ...ENTRY, actor: { kind: 'robot', id: null } })).toBe(false);
  });

  it('read the staff, with null mailboxes for someone who handles them all, and the offices each attends', () => {
    const staff = {
      me: { _id: 's1', name: 'Clara', mailboxes: null, offices: ['oac'] },
      staff: [{ _id: 's2', name: 'Pau', mailboxes: ['alumbrado'], offices: null }],
    };
    expect(v.parse(DeskStaffSchema, staff)).toEqual(staff);
    // An answer without offices (a server from before offices per member) reads as every office.
    expect(v.parse(DeskStaffSchema, { me: { _id: 's1', name: 'Clara', mailboxes: null }, staff: [] }).me.offices).toBeNull();
    expect(v.is(DeskStaffSchema, { me: { _id: 's1', name: 'Clara' }, staff: [] })).toBe(false);
  });

  it('read a refusal with a known code and, on a conflict, the request as it is now', () => {
    expect(v.is(ActionRefusalSchema, { errCode: 'conflict', current: REQUEST })).toBe(true);
    expect(v.is(ActionRefusalSchema, { errCode: 'no-such-code' })).toBe(false);
  });
});
