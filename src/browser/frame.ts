/**
 * The page frame's behaviour, without React: sticky menu styling after 120 px, the scroll-to-top button,
 * the phone menu's closing, remembering the language, sending a visitor to their language's home, and the
 * signed-in citizen's menu.
 */
import { $account, rememberedSignIn } from '../stores/account.ts';
import { $language, chooseLanguage, preferredLanguage } from '../stores/language.ts';
import { enhancePhoneMenu } from './phone-menu.ts';
import { STICKY_AFTER, toTopHidden } from './to-top.ts';

const root = document.documentElement;
const { lang, defaultLang = 'es', languages = '' } = root.dataset;

// Language: remember explicit choices; on the default home, send visitors to their language.
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language]')) {
  link.addEventListener('click', () => chooseLanguage(link.dataset.language!));
}
if (lang === defaultLang && location.pathname === '/') {
  const target = preferredLanguage($language.get(), navigator.languages ?? [navigator.language], languages.split(','));
  if (target && target !== defaultLang) location.replace(`/${target}/`);
}

// Sticky menu and scroll-to-top.
const toTop = document.querySelector<HTMLButtonElement>('[data-to-top]');
let ticking = false;
function onScroll() {
  ticking = false;
  const scrolled = window.scrollY > STICKY_AFTER;
  root.classList.toggle('is-scrolled', scrolled);
  if (toTop) toTop.hidden = toTopHidden(window.scrollY, document.activeElement);
}
// A field taking or leaving the focus shows or hides the button as scrolling does (src/browser/to-top.ts).
document.addEventListener('focusin', onScroll);
document.addEventListener('focusout', () => requestAnimationFrame(onScroll));
window.addEventListener(
  'scroll',
  () => {
    if (!ticking) {
      ticking = true;
      requestAnimationFrame(onScroll);
    }
  },
  { passive: true },
);
onScroll();
toTop?.addEventListener('click', () => {
  const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  document.getElementById('main')?.focus({ preventScroll: true });
});

const phoneMenu = document.querySelector<HTMLDetailsElement>('[data-phone-menu]');
if (phoneMenu) enhancePhoneMenu(phoneMenu);

// Offline: the service worker keeps the resources guide and visited pages (served sites only, not previews).
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No offline support in this browser or context; the site works the same online.
    });
  });
}

// The frame's search box: its code and the index load on first focus, so pages without live parts stay light.
for (const input of document.querySelectorAll<HTMLInputElement>('[data-search-box] input[type="search"]')) {
  input.addEventListener(
    'focus',
    () => {
      void import('./search-box.ts').then(({ enhance }) => enhance(input));
    },
    { once: true },
  );
}

// The account entry: "Acceder" as the page has it, or, where this browser signed in to the realm, the citizen's
// menu (its code, and the call that asks who is signed in, only there), also from the moment a page signs in.
const account = document.querySelector<HTMLElement>('[data-account]');
if (account) {
  const start = () => void import('./account-menu.ts').then(({ startAccountMenu }) => startAccountMenu(account));
  if (rememberedSignIn(account.dataset.realm ?? '')) start();
  else {
    const stop = $account.listen((now) => {
      if (now.state !== 'signedIn') return;
      stop();
      start();
    });
  }
}
