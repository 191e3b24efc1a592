/**
 * The e-mail subscription form of /avisos with script (docs/notices.md "On the page"): the form posts to the API
 * by itself without script (a 303 back to the page, the message named by the URL's fragment); with script it is
 * sent as the JSON call instead, so the page stays where it is and the address typed stays in its field whatever
 * happens. The answer is the same for any address: the neutral message that a link to confirm is on its way.
 */
import { answered, createApiClient, refusalOf } from '../api/client.ts';
import { noticeEmailApi, type NoticeEmailApi } from '../api/push.ts';
import { isPublicTopic, type PublicTopic } from '../domain/notices/topics.ts';
import type { RealmConfig } from '../schemas/realm.ts';

/** The messages of the form, by the `data-notice-email-outcome` each one carries. */
export type NoticeEmailOutcome = 'pendiente' | 'error' | 'no-topic' | 'offline' | 'later';

export function startNoticeEmailForm(form: HTMLFormElement, api?: NoticeEmailApi): void {
  const { realm = '', lang = 'es', authApi } = form.dataset;
  const calls = api ?? noticeEmailApi(createApiClient({ language: lang }), { id: realm, endpoints: { auth: authApi } as RealmConfig['endpoints'] });
  const address = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const outcomes = [...form.querySelectorAll<HTMLElement>('[data-notice-email-outcome]')];
  const idle = button.textContent ?? '';

  const show = (outcome: NoticeEmailOutcome | undefined) => {
    for (const element of outcomes) {
      if (element.dataset.noticeEmailOutcome === outcome) element.setAttribute('data-shown', '');
      else element.removeAttribute('data-shown');
    }
    const shown = outcomes.find((element) => element.dataset.noticeEmailOutcome === outcome);
    shown?.focus();
  };

  // A message the page came back with, without script, stays shown now that the form is the script's.
  const target = outcomes.find((element) => element.id !== '' && `#${element.id}` === location.hash);
  form.setAttribute('data-enhanced', '');
  if (target) target.setAttribute('data-shown', '');

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    // The browser checks the address's form (type="email", required) before this runs.
    const topics = new FormData(form).getAll('topics').filter((value): value is PublicTopic => typeof value === 'string' && isPublicTopic(value));
    if (topics.length === 0) {
      show('no-topic');
      return;
    }
    const language = String(new FormData(form).get('language') ?? lang);
    button.disabled = true;
    button.textContent = form.dataset.labelBusy ?? idle;
    try {
      const answer = await calls.subscribe(address.value.trim(), topics, language);
      if (answered(answer)) {
        show('pendiente');
        return;
      }
      const refusal = refusalOf(answer);
      show(refusal?.offline ? 'offline' : refusal?.code === 'invalid' ? 'error' : 'later');
    } finally {
      button.disabled = false;
      button.textContent = idle;
    }
  });
}
