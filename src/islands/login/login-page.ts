/**
 * The login page's script (ADR 0032), no framework: a pasted link is read by the shared rule
 * (lib/login/login-link.ts: full-width and spaces folded, another site's link refused and never
 * followed), checked with `hmac/check` and only then stored, and the service page opens. An email asks the provider to mail its login link
 * (`au/latestinfo`, with the human check's token) and counts down the wait it answers.
 * What was typed stays in its field whatever happens; the email also survives the trip
 * through the human check (sessionStorage). The provider client loads on the first send.
 */
import * as z from 'zod/mini';
import { errorMessageKeys, type AppErrorName } from '../../lib/core/api/errors.ts';
import { translatorFrom, type AreaKey, type Translate } from '../../lib/core/i18n/t.ts';
import type { Locale } from '../../lib/core/i18n/locales.ts';
import { readPageContext } from '../../lib/core/page-context.ts';
import { routeHref } from '../../lib/core/routes.ts';
import { checkEmail } from '../../lib/core/rules/email.ts';
import { parsePastedLoginLink } from '../../lib/login/login-link.ts';
import { storeCredentials } from '../../lib/core/stores/session.ts';
import { decodeJson } from '../../lib/core/stores/persist.ts';
import { sessionText, STORAGE_PREFIX, STORED_NAMES } from '../../lib/core/stores/stored-names.ts';
import { checkHumanAgain } from '../../lib/core/guard/human-token.ts';

type Key = AreaKey<'loginPage' | 'error' | 'action'>;
const EMAIL_DRAFT = `${STORAGE_PREFIX}${STORED_NAMES.loginEmail}`;

function loadProvider() {
  return Promise.all([import('../../lib/core/api/provider.ts'), import('../../lib/account/contract.ts'), import('../../lib/login/contract.ts'), import('../../lib/core/api/refusals.ts'), import('../../lib/core/guard/send-with-human-token.ts')]);
}

/** Says what is wrong at the field (one line, or a title and what to do on a line of its own), or clears it. */
function setProblem(field: HTMLInputElement | HTMLTextAreaElement, problem: HTMLElement, text: string | readonly [string, string] | null): void {
  if (typeof text === 'string' || text === null) problem.textContent = text ?? '';
  else problem.replaceChildren(text[0], document.createElement('br'), text[1]);
  problem.hidden = text === null;
  if (text === null) field.removeAttribute('aria-invalid');
  else {
    field.setAttribute('aria-invalid', 'true');
    field.focus();
  }
}

/** A catalogued error in a status area, with its way forward as a button. */
function showError(t: Translate<Key>, target: HTMLElement, name: AppErrorName, retry: () => void): void {
  const keys = errorMessageKeys(name);
  const known = t(keys.title) !== keys.title;
  const box = document.createElement('div');
  box.className = 'notice notice--error';
  const title = document.createElement('strong');
  title.className = 'notice__title';
  title.textContent = t(known ? keys.title : 'error.RequestError.title');
  const hint = document.createElement('p');
  hint.className = 'notice__hint';
  hint.textContent = t(known ? keys.hint : 'error.RequestError.hint');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--small';
  const verify = keys.action === 'action.verifyAgain';
  button.textContent = t(verify ? 'action.verifyAgain' : 'action.retry');
  button.addEventListener('click', verify ? checkHumanAgain : retry);
  box.append(title, hint, button);
  target.replaceChildren(box);
}

/** The elements of the form that takes a pasted login link. */
interface LinkForm {
  form: HTMLFormElement;
  field: HTMLTextAreaElement;
  problem: HTMLElement;
  status: HTMLElement;
  button: HTMLButtonElement | null;
}

/** Paste a login link: read, checked with the provider, then stored, and the service page opens. */
function mountLinkForm({ form, field, problem, status, button }: LinkForm, locale: Locale, t: Translate<Key>): void {
  let checking = false;
  async function logInWithLink(): Promise<void> {
    if (checking) return;
    status.replaceChildren();
    const pasted = parsePastedLoginLink(field.value, { expectedOrigin: location.origin });
    if (pasted.kind !== 'valid') {
      // Empty or not a whole link: the catalogue's one message, as win/import and an arriving link say it.
      setProblem(field, problem, pasted.kind === 'foreign' ? t('loginPage.link.foreign', { origin: location.origin }) : [t('error.LoginLinkInvalid.title'), t('error.LoginLinkInvalid.hint')]);
      return;
    }
    setProblem(field, problem, null);
    checking = true;
    button?.setAttribute('aria-disabled', 'true');
    status.textContent = t('loginPage.link.checking');
    try {
      // Checked before it is stored: a link the provider refuses replaces nothing, and the
      // login this browser holds stays exactly as it was (ADR 0041).
      const [{ provider }, { hmacCheck }] = await loadProvider();
      const result = await provider.call(hmacCheck, { body: pasted.pair });
      if (result.ok) {
        storeCredentials(pasted.pair);
        location.assign(routeHref(locale, 'userService', { serviceId: 0 }));
        return;
      }
      if (result.error === 'HmacCheckFailed') {
        status.replaceChildren();
        setProblem(field, problem, t('loginPage.link.refused'));
        return;
      }
      // A bad network stores nothing and changes nothing: the person tries again.
      showError(t, status, result.error, () => void logInWithLink());
    } catch {
      showError(t, status, 'NetworkTrouble', () => void logInWithLink());
    } finally {
      checking = false;
      button?.removeAttribute('aria-disabled');
    }
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void logInWithLink();
  });
}

/** The elements of the form that asks for the login link by email. */
interface MailForm {
  form: HTMLFormElement;
  field: HTMLInputElement;
  problem: HTMLElement;
  status: HTMLElement;
  wait: HTMLElement;
  button: HTMLButtonElement | null;
}

/** Get the link by email: the address kept for the session, the mail asked for, the wait counted down. */
function mountMailForm({ form, field, problem, status, wait, button }: MailForm, locale: Locale, t: Translate<Key>): void {
  const kept = sessionText(STORED_NAMES.loginEmail);
  if (kept !== undefined && field.value === '') field.value = kept;
  field.addEventListener('input', () => {
    try {
      sessionStorage.setItem(EMAIL_DRAFT, field.value);
    } catch {
      // No storage: the field still holds what was typed.
    }
  });

  let sending = false;
  let countdown: ReturnType<typeof setInterval> | undefined;
  function waitFor(seconds: number): void {
    clearInterval(countdown);
    const until = Date.now() + seconds * 1000;
    button?.setAttribute('disabled', '');
    const tick = () => {
      const left = Math.ceil((until - Date.now()) / 1000);
      if (left > 0) {
        wait.textContent = t('loginPage.email.wait', { seconds: left });
        return;
      }
      clearInterval(countdown);
      wait.textContent = t('loginPage.email.ready');
      button?.removeAttribute('disabled');
    };
    tick();
    countdown = setInterval(tick, 1000);
  }

  async function askForMail(): Promise<void> {
    if (sending) return;
    status.replaceChildren();
    const emailProblem = checkEmail(field.value);
    if (emailProblem) {
      setProblem(field, problem, t(`loginPage.email.${emailProblem}`));
      return;
    }
    setProblem(field, problem, null);
    const email = field.value.trim();
    sending = true;
    status.textContent = t('loginPage.email.sending');
    try {
      const [{ provider }, , { loginMail }, { catalogued }, { sendWithHumanToken }] = await loadProvider();
      // No live token from the human check: it is passed here first, and the mail asked for once (ADR 0044).
      const result = await sendWithHumanToken(provider, (humanToken) => provider.call(loginMail, { query: { email, lang: locale }, headers: { 'x-human-token': humanToken } }));
      if (result.ok) {
        status.textContent = t('loginPage.email.sent', { email });
        waitFor(result.data.resendAfterSeconds);
        return;
      }
      showError(t, status, catalogued('loginMail', result), () => void askForMail());
    } catch {
      showError(t, status, 'NetworkTrouble', () => void askForMail());
    } finally {
      sending = false;
    }
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void askForMail();
  });
}

/** Makes the login page's two forms live (the page sends their buttons disabled). */
export function mountLoginPage(): void {
  const linkForm = document.querySelector<HTMLFormElement>('#login-link-form');
  const mailForm = document.querySelector<HTMLFormElement>('#login-mail-form');
  const linkField = document.querySelector<HTMLTextAreaElement>('#login-link');
  const linkProblem = document.querySelector<HTMLElement>('#login-link-problem');
  const linkStatus = document.querySelector<HTMLElement>('[data-login-link-status]');
  const emailField = document.querySelector<HTMLInputElement>('#login-email');
  const emailProblem = document.querySelector<HTMLElement>('#login-email-problem');
  const mailStatus = document.querySelector<HTMLElement>('[data-login-mail-status]');
  const mailWait = document.querySelector<HTMLElement>('[data-login-mail-wait]');
  if (!linkForm || !mailForm || !linkField || !linkProblem || !linkStatus || !emailField || !emailProblem || !mailStatus || !mailWait) return;
  const { locale } = readPageContext();
  const t = translatorFrom<Key>(locale, decodeJson(z.record(z.string(), z.string()), linkForm.dataset.loginMessages, {}));
  const mailButton = mailForm.querySelector<HTMLButtonElement>('button[type="submit"]');
  const linkButton = linkForm.querySelector<HTMLButtonElement>('button[type="submit"]');
  mountLinkForm({ form: linkForm, field: linkField, problem: linkProblem, status: linkStatus, button: linkButton }, locale, t);
  mountMailForm({ form: mailForm, field: emailField, problem: emailProblem, status: mailStatus, wait: mailWait, button: mailButton }, locale, t);

  // The forms are this script's now: their buttons come on (the page sends them disabled,
  // so the bare HTML form can never be sent with a login link or an email in its address).
  linkButton?.removeAttribute('disabled');
  mailButton?.removeAttribute('disabled');
}
