/**
 * A realm's rooms as the server reads them (docs/rooms.md "Content"): the `salas` collection the local content API
 * serves, each record validated by `RoomSchema` as the build's pull does, an invalid one left out, and the realm's
 * holidays (`citaprevia_festivos`), which close its rooms as they close its offices. Read at every call: the
 * document store caches parsed collections and sees what an editor saves.
 */
import * as v from 'valibot';
import { HolidaySchema, type Holiday } from '../../src/schemas/appointments.ts';
import { ROOM_COLLECTION, type Room, RoomSchema } from '../../src/schemas/rooms.ts';
import type { DocumentStore } from './documents.ts';

function valid<T>(store: DocumentStore, realm: string, collection: string, schema: v.GenericSchema): T[] {
  return store.all(realm, collection).flatMap((doc) => {
    const parsed = v.safeParse(schema, doc);
    return parsed.success ? [parsed.output as T] : [];
  });
}

/** The published rooms a mailbox books (none: the mailbox books no room). */
export function roomsOfMailbox(store: DocumentStore, realm: string, mailbox: string): Room[] {
  return valid<Room>(store, realm, ROOM_COLLECTION, RoomSchema).filter((r) => r.mailbox === mailbox && r.isPublished);
}

/** A published room of the realm by id. */
export function roomById(store: DocumentStore, realm: string, id: string): Room | undefined {
  return valid<Room>(store, realm, ROOM_COLLECTION, RoomSchema).find((r) => r._id === id && r.isPublished);
}

export function realmHolidays(store: DocumentStore, realm: string): Holiday[] {
  return valid<Holiday>(store, realm, 'citaprevia_festivos', HolidaySchema);
}
