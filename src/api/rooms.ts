/**
 * The rooms calls a room mailbox's form makes (docs/rooms.md "Calls"): the mailbox's rooms and the free blocks of one
 * room, and the next free blocks a refused block's answer offers instead.
 */
import type { ApiClient } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

/** A free block of a room: its Madrid day and hours, and its start as the form's `inicio` value takes it. */
export interface RoomBlock {
  day: string;
  start: string;
  end: string;
  startsAt: string;
}

/** A room as the form offers it, with the days it can be booked now (`window`, Madrid days). */
export interface RoomSummary {
  slug: string;
  title: string;
  place?: string;
  capacity: number;
  blockMinutes: number;
  pricePerBlock: number;
  window: { first: string; last: string };
}

export interface RoomsAnswer {
  items: RoomSummary[];
}

export interface RoomBlocksAnswer {
  items: RoomBlock[];
}

const isBlock = (value: unknown): value is RoomBlock => {
  const b = value as Partial<RoomBlock> | null;
  return !!b && typeof b.day === 'string' && typeof b.start === 'string' && typeof b.end === 'string' && typeof b.startsAt === 'string';
};

/**
 * The free blocks a refusal of a room's block offers instead (`next` of `409 room-taken` / `room-slot`), or none:
 * read from any answer, so that a caller needs not know which refusal it holds.
 */
export function nextFreeBlocks(answer: unknown): RoomBlock[] {
  const next = typeof answer === 'object' && answer !== null ? (answer as { next?: unknown }).next : undefined;
  return Array.isArray(next) ? next.filter(isBlock) : [];
}

export function roomsApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  const id = encodeURIComponent;
  return {
    /** `GET {requests-api}/{realm}/requests/{mailbox}/rooms`: the rooms the mailbox books (none for any other). */
    rooms: (mailbox: string) => client.request<RoomsAnswer>(at('requests', `${realm.id}/requests/${id(mailbox)}/rooms`)),
    /** `GET {requests-api}/{realm}/requests/{mailbox}/rooms/{room}/blocks?from=&to=`: the free blocks of those Madrid days. */
    roomBlocks: (mailbox: string, room: string, from: string, to: string) =>
      client.request<RoomBlocksAnswer>(at('requests', `${realm.id}/requests/${id(mailbox)}/rooms/${id(room)}/blocks`), { query: { from, to } }),
  };
}
