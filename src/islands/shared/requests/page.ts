/** What the citizen's request pages are given, and what they make of it: their texts and the API's calls. */
import { useMemo } from 'react';
import { createApiClient } from '../../../api/client.ts';
import { mailboxesApi } from '../../../api/mailboxes.ts';
import { requestsApi } from '../../../api/requests.ts';
import type { RealmConfig } from '../../../schemas/realm.ts';
import { requestTexts } from './texts.ts';

export interface RequestPageProps {
  realm: string;
  lang: string;
  locale: string;
  endpoints: RealmConfig['endpoints'];
  /** The `mine.*`, `followUp.*`, status, contact and payment texts in the page's language. */
  labels: Readonly<Record<string, string>>;
  /** The realm's mailboxes' titles in the page's language, by id (the build knows them). */
  mailboxTitles: Record<string, string>;
}

export function useRequestPage({ realm, lang, locale, endpoints, labels }: RequestPageProps) {
  const texts = useMemo(() => requestTexts(labels, locale), [labels, locale]);
  const api = useMemo(() => {
    const client = createApiClient({ language: lang });
    return { ...requestsApi(client, { id: realm, endpoints }), ...mailboxesApi(client, { id: realm, endpoints }) };
  }, [realm, lang, endpoints]);
  return { texts, api };
}
