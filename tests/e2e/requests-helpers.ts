import { DatabaseSync } from 'node:sqlite';
import { E2E_STATE } from '../../playwright.config.ts';

/** A request as the local API stored it (server/request-store.ts). */
export interface StoredRequest {
  _id: string;
  iid: number;
  status: string;
  title: string;
  body: string;
  category?: string;
  address?: string;
  contact?: Record<string, string>;
  coordinates?: { lat: number; lng: number };
  images: string[];
  files: string[];
  origin: string;
  extra: Record<string, unknown>;
}

/** What the e2e server's database holds for a realm: the test reads the real store, as staff would. */
export function storedRequests(realm: string): StoredRequest[] {
  const db = new DatabaseSync(`${E2E_STATE}/db.sqlite`, { readOnly: true });
  try {
    return (db.prepare('SELECT doc FROM requests WHERE realm = ? ORDER BY iid').all(realm) as Array<{ doc: string }>).map((row) => JSON.parse(row.doc) as StoredRequest);
  } finally {
    db.close();
  }
}
