import { createContext, useContext } from 'react';
import type { RequestFormApi } from '../../api/request-form.ts';
import type { Coordinates, Translatable } from '../../schemas/common.ts';
import type { ContentApi } from '../../api/content.ts';

/** What every part of the form needs: texts, the calls, and where the realm is. */
export interface FormContext {
  lang: string;
  /** The page's locale ("es-ES", "ca-ES-valencia"), for numbers and euros. */
  locale: string;
  /** A UI text by key, with `{name}` placeholders filled. */
  tr: (key: string, params?: Record<string, string | number>) => string;
  /** A translatable text from the mailbox in the page's language. */
  text: (value: Translatable | null | undefined) => string;
  api: RequestFormApi;
  content: ContentApi;
  mailboxId: string;
  center: Coordinates;
  mapStyle: string;
  /** "1,5 MB": sizes as the page's language writes them. */
  size: (bytes: number) => string;
}

export const Ctx = createContext<FormContext | null>(null);

export function useForm(): FormContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('RequestForm parts must be rendered inside the form');
  return ctx;
}

/** The ids a field's parts share, so labels, hints and errors are tied to the input for screen readers. */
export function fieldIds(name: string) {
  return { input: `rf-${name}`, hint: `rf-${name}-hint`, error: `rf-${name}-error` };
}
