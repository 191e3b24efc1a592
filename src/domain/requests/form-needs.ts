/**
 * What a request form asks for, as a list the citizen can read where the form cannot run (its page without
 * JavaScript): the contact details (or the account they come from), each field with the required ones marked, and
 * the payment.
 */
import type { Translatable } from '../../schemas/common.ts';
import { allFields, type Mailbox } from '../../schemas/mailbox.ts';
import { amountBounds, formatEuros } from './payment-amount.ts';

export type FormDefinition = Pick<Mailbox, 'form' | 'contactRequest' | 'payments'>;

interface Texts {
  /** A UI text of the page's language, with its placeholders filled. */
  tr: (key: string, params?: Record<string, string | number>) => string;
  /** A translatable text of the mailbox in the page's language. */
  text: (value: Translatable | undefined) => string;
  locale: string;
}

export function formNeeds(mailbox: FormDefinition, { tr, text, locale }: Texts): string[] {
  const needs: string[] = [];
  const contact = mailbox.contactRequest;
  // Mode `auto` takes the contact from the citizen's account: what they need is the account
  // (docs/product-spec.md §5).
  if (contact?.mode === 'auto') needs.push(tr('requestPage.needsAccount'));
  else if (contact && contact.mode !== 'no' && contact.fields.length > 0) {
    const fields = contact.fields.map((field) => tr(`request.contact.${field}`).toLocaleLowerCase(locale));
    needs.push(`${tr('request.contact.title')}: ${fields.join(', ')}`);
  }
  // The captcha is a check the form makes, not something the citizen brings.
  for (const field of allFields(mailbox).filter((f) => f.type !== 'captcha')) {
    const label = text(field.label);
    needs.push(field.required ? `${label} (${tr('request.required')})` : label);
  }
  if (mailbox.payments) {
    const bounds = amountBounds(mailbox.payments);
    const euros = (cents: number) => formatEuros(cents, locale);
    needs.push(
      bounds.fixed
        ? tr('requestPage.paymentFixed', { amount: euros(bounds.min) })
        : tr('requestPage.paymentChosen', { min: euros(bounds.min), max: euros(bounds.max) }),
    );
  }
  return needs;
}
