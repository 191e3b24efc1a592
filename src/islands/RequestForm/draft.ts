/**
 * What the citizen typed, kept on the device until the request is accepted (docs/product-spec.md §3 key `form
 * autocomplete`), so a reload, a lost connection or a server error loses nothing. With the visitor's consent to
 * device storage it survives closing the browser (localStorage); without it, it lives as long as the tab
 * (sessionStorage), which still covers reloads and errors: the form is a service the citizen asked for.
 */
import type { Contact, FormValues } from '../../domain/requests/request-rules.ts';
import { allFields, type Mailbox } from '../../schemas/mailbox.ts';
import { allows } from '../../stores/consent.ts';
import { DRAFT_KEY } from '../../stores/form-drafts.ts';

export { DRAFT_KEY };
/** Drafts older than this are dropped instead of restored. */
const MAX_AGE_MS = 30 * 86_400_000;

/**
 * The payment of a mailbox that asks for one ("Pagar y enviar", docs/payments.md), kept with the draft so that the
 * gateway's round trip (another window, or this very tab on a phone) and a reload lose neither what was typed
 * nor what was paid, nor the way to follow the request the server sends once paid.
 */
export interface DraftPayment {
  /** What the citizen typed, when the mailbox lets them choose the amount. */
  amountText?: string;
  /** The Idempotency-Key of the creation under way, so a retry after a reload answers the same payment. */
  key?: string;
  /** The request that key was sent with (serialized): another request gets another key. */
  sent?: string;
  id?: string;
  token?: string;
  cents?: number;
  /** The last status seen: pending, pay, cancel or failed. */
  status?: string;
  /** The private link's key of the request to come, for a citizen without an account (only ever answered once). */
  followUpKey?: string;
  /** The request's reference, once the server sent it. */
  reference?: string;
}

export interface Draft {
  values: FormValues;
  contact: Contact;
  privacyAccepted: boolean;
  page: number;
  /** The last submission attempt's key and body, so that a retry of the same body is the same request. */
  attempt?: { key: string; body: string };
  payment?: DraftPayment;
  savedAt: number;
}

/** The form as its draft keeps it, stamped now; the captcha's answer is single-use and never kept. */
export function draftOf(
  mailbox: Mailbox,
  form: Pick<Draft, 'values' | 'contact' | 'privacyAccepted' | 'page'>,
  attempt: Draft['attempt'],
  payment: DraftPayment | undefined,
): Draft {
  return {
    values: Object.fromEntries(Object.entries(form.values).filter(([name]) => allFields(mailbox).find((f) => f.name === name)?.type !== 'captcha')),
    contact: form.contact,
    privacyAccepted: form.privacyAccepted,
    page: form.page,
    attempt,
    payment,
    savedAt: Date.now(),
  };
}

/** localStorage when the visitor accepted device storage, else sessionStorage. */
export function draftStorage(): Storage | undefined {
  try {
    return allows('deviceStorage') ? localStorage : sessionStorage;
  } catch {
    return undefined;
  }
}

function readAll(storage: Storage): Record<string, Draft> {
  try {
    const parsed = JSON.parse(storage.getItem(DRAFT_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Draft>) : {};
  } catch {
    return {};
  }
}

/** The draft of one mailbox of one realm, from either storage (the consent may have changed since). */
export function loadDraft(id: string, now = Date.now()): Draft | undefined {
  for (const storage of [localStorage, sessionStorage]) {
    const draft = readAll(storage)[id];
    if (draft && typeof draft === 'object' && draft.values && now - (draft.savedAt ?? 0) < MAX_AGE_MS) return draft;
  }
  return undefined;
}

export function saveDraft(id: string, draft: Draft): void {
  const storage = draftStorage();
  if (!storage) return;
  const all = readAll(storage);
  all[id] = draft;
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the form keeps working, only the safety net is missing.
  }
}

export function clearDraft(id: string): void {
  for (const storage of [localStorage, sessionStorage]) {
    const all = readAll(storage);
    if (!(id in all)) continue;
    delete all[id];
    if (Object.keys(all).length === 0) storage.removeItem(DRAFT_KEY);
    else storage.setItem(DRAFT_KEY, JSON.stringify(all));
  }
}
