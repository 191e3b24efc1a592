/**
 * Which of a request's sections at the desk a mailbox's form has: a place (a map or street field, or a field the
 * request keeps as its address or coordinates) and a payment (the mailbox takes one, docs/payments.md). The desk
 * shows "Ubicación" and "Pago" only for a mailbox that asks for them, or a request that has them anyway (sent
 * before the form changed); saying "Esta solicitud no lleva pago" of a mailbox that never takes one is noise.
 */
import { allFields, type Mailbox } from '../../schemas/mailbox.ts';

export interface MailboxSections {
  location: boolean;
  payment: boolean;
}

/** A form the build could not read counts as asking for no place: the request's own data still shows. */
export function mailboxSections(mailbox: { form?: Mailbox['form'] | undefined; payments?: Mailbox['payments'] }): MailboxSections {
  return {
    location: (mailbox.form ? allFields({ form: mailbox.form }) : []).some(
      (field) => field.type === 'map' || field.type === 'street' || field.name === 'address' || field.name === 'coordinates',
    ),
    payment: !!mailbox.payments,
  };
}
