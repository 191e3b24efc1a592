/**
 * The notices' pages with script (docs/notices.md "On the device"). The build decided which notices applied when it
 * ran; this checks again with the device's clock: a banner whose notice has ended hides itself, and an inbox moves a
 * notice that ended into the past ones. On `/avisos` it also marks the notices not seen before as new, and lets the
 * citizen save or hide one, kept as src/stores/notice-marks.ts says (the device's storage only with consent).
 * Without script every page shows what the build decided, whole.
 */
import { $consent } from '../stores/consent.ts';
import { markStorage, marksOf, writeMarks } from '../stores/notice-marks.ts';

/** Whether an element's notice (`data-until`, ISO) has ended at `now`. */
export const ended = (element: HTMLElement, now: number) => {
  const until = element.dataset.until;
  return until !== undefined && until !== '' && Date.parse(until) <= now;
};

/** Hides each urgent-notice banner under `root` whose notice has ended at `now`. */
export function hideEndedBanners(root: ParentNode, now = Date.now()): void {
  for (const banner of root.querySelectorAll<HTMLElement>('[data-urgent-notice]')) if (ended(banner, now)) banner.hidden = true;
}

const button = (label: string, onClick: () => void, pressed?: boolean) => {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'button secondary';
  element.textContent = label;
  if (pressed !== undefined) element.setAttribute('aria-pressed', String(pressed));
  element.addEventListener('click', onClick);
  return element;
};

export function startNoticeInbox(root: HTMLElement, now = Date.now(), storages = { local: localStorage, session: sessionStorage }): void {
  const realm = root.dataset.noticeInbox ?? '';
  const labels = root.dataset;
  const items = [...root.querySelectorAll<HTMLElement>('[data-notice]')];

  // A notice that ended after the build goes to the past ones, marked.
  const past = root.querySelector<HTMLElement>('[data-notice-list="past"]');
  for (const item of items) {
    if (!item.closest('[data-notice-list="current"]') || !ended(item, now) || !past) continue;
    item.classList.add('is-past');
    item.querySelector<HTMLElement>('.notice-past-mark')?.removeAttribute('hidden');
    past.prepend(item);
    past.hidden = false;
    root.querySelector('[data-notice-none-past]')?.remove();
  }

  const storage = markStorage(storages, $consent.get());
  const marks = marksOf(storage, realm);
  const hiddenNote = root.querySelector<HTMLElement>('[data-notice-hidden-note]');

  const showHiddenNote = () => {
    if (!hiddenNote) return;
    const count = items.filter((item) => marks.deleted.has(item.dataset.notice!)).length;
    hiddenNote.replaceChildren();
    hiddenNote.hidden = count === 0;
    if (count === 0) return;
    hiddenNote.append(
      button((labels.labelShowHidden ?? '').replace('{count}', String(count)), () => {
        marks.deleted.clear();
        writeMarks(storage, realm, 'deleted', marks.deleted);
        for (const item of items) item.hidden = false;
        showHiddenNote();
      }),
    );
  };

  for (const item of items) {
    const slug = item.dataset.notice!;
    if (!marks.seen.has(slug) && !item.classList.contains('is-past')) item.querySelector<HTMLElement>('[data-notice-new]')?.removeAttribute('hidden');
    item.hidden = marks.deleted.has(slug);
    const actions = item.querySelector<HTMLElement>('[data-notice-actions]');
    if (!actions) continue;
    const save = button(
      marks.saved.has(slug) ? (labels.labelSaved ?? '') : (labels.labelSave ?? ''),
      () => {
        if (marks.saved.has(slug)) marks.saved.delete(slug);
        else marks.saved.add(slug);
        writeMarks(storage, realm, 'saved', marks.saved);
        save.setAttribute('aria-pressed', String(marks.saved.has(slug)));
        save.textContent = marks.saved.has(slug) ? (labels.labelSaved ?? '') : (labels.labelSave ?? '');
      },
      marks.saved.has(slug),
    );
    const hide = button(labels.labelHide ?? '', () => {
      marks.deleted.add(slug);
      writeMarks(storage, realm, 'deleted', marks.deleted);
      item.hidden = true;
      showHiddenNote();
      hiddenNote?.querySelector('button')?.focus();
    });
    actions.replaceChildren(save, hide);
    actions.hidden = false;
  }
  showHiddenNote();
  // Seen from now on: the next visit marks only what is newer.
  writeMarks(storage, realm, 'seen', [...marks.seen, ...items.map((item) => item.dataset.notice!)]);
}
