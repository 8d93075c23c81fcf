/** @jsxImportSource jsx-dom/min */
/**
 * The manage-account page (spec section 2, "Manage account"; issue 11): the login link
 * (hidden until shown, copy, download, a printable recovery sheet), the account's email
 * (the email-binding section, bound for the account), the selected service and the switch,
 * the account reset, and the provider's messages. Drawn without React (ADR 0040): each
 * section draws itself into an element the page keeps; the recovery sheet and the switch
 * dialog bring React when first opened. Saved cards and balance are islands of their own
 * on the page. State and actions: stores/account-page and the sections' stores.
 */
import { atom } from 'nanostores';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { formatDateTime } from '../../lib/i18n/format';
import { provider } from '../../lib/api/provider';
import { routeHref } from '../../lib/routes';
import { formatLoginLink } from '../../lib/rules/login-link';
import { LOGIN_LINK_FILE_NAME, loginLinkFileText, maskLoginLink } from '../../lib/rules/login-link-keeping';
import { $accountInfo } from '../../lib/stores/account';
import { $accountRead, $providerMessages, chooseService, loadAccountPageInfo, loadProviderMessages, selectedChoice, serviceChoices } from '../../lib/stores/account-page';
import { $guardState } from '../../lib/stores/guard';
import { $credentials, $selectedService } from '../../lib/stores/session';
import { drawView, focusAfterDrawing, outsideDrawings } from '../../lib/ui/dom-view';
import { onDemand, retryableImport } from '../../lib/ui/on-demand';
import { CopyButtonView } from '../ui/copy-button-view';
import { ErrorNoticeView } from '../ui/error-notice-view';
import { mountEmailBinding } from '../email-binding/email-binding-view';
import { mountReset } from '../reset/reset-view';
import type { AccountPageText } from './messages';

type T = Translate<AccountPageText>;

interface Options {
  locale: Locale;
  t: T;
}

/** The email section binds for the account, not a service (au/email/*). */
const ACCOUNT_TARGET = { kind: 'account' } as const;

/**
 * Draws the account into `place`: its prerendered skeleton until the guard has passed
 * with a login, then the sections, each drawn by its own code from then on.
 */
export function mountAccount(place: HTMLElement, options: Options, skeleton: () => HTMLElement): void {
  const { locale, t } = options;
  let sections: HTMLElement | null = null;
  drawView(place, [$guardState, $credentials], () => {
    if ($guardState.get() !== 'pass' || !$credentials.get()) return skeleton();
    if (!sections) {
      const made = (<div className="stack account-sections" />) as HTMLElement;
      const parts = [mountLoginLink, (part: HTMLElement) => mountEmailBinding(part, { locale, target: () => ACCOUNT_TARGET, t }), mountServiceChoice, (part: HTMLElement) => mountReset(part, { locale, serviceId: () => null, t }), mountProviderMessages];
      const elements = parts.map(() => document.createElement('div'));
      made.append(...elements);
      sections = made;
      // Once this drawing has put them in the page (the email section scrolls to itself).
      queueMicrotask(() => parts.forEach((mount, index) => mount(elements[index] as HTMLElement, options)));
    }
    return sections;
  });
}

/** Saves the link as a file: a blob of the link alone, under a fixed name, its address freed once the download has it. */
function downloadLink(link: string): void {
  const url = URL.createObjectURL(new Blob([loginLinkFileText(link)], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = LOGIN_LINK_FILE_NAME;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later, not at once: some browsers (Safari, Firefox) read the blob after the
  // click's task, and a download revoked too early fails (FileSaver.js waits 40 s too).
  window.setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

/**
 * The login link, kept: hidden until the person shows it (a toggle), copied, downloaded
 * as a text file holding only the link, or printed on a recovery sheet (a dialog fetched
 * on demand, with the link's QR code drawn on the device). The link goes nowhere else:
 * no address, no title, nothing sent.
 */
function mountLoginLink(place: HTMLElement, { locale, t }: Options): void {
  const $shown = atom(false);
  const $sheetOpen = atom(false);
  const reactPart = retryableImport(() => import('../ui/react-part'));
  const recoverySheet = retryableImport(() => import('./RecoverySheetDialog'));
  const sheet = onDemand(() => Promise.all([reactPart(), recoverySheet()]));
  const sheetHost = outsideDrawings();
  const closeSheet = () => {
    $sheetOpen.set(false);
    focusAfterDrawing('login-link-sheet');
  };
  drawView(place, [$credentials, $shown, $sheetOpen, sheet.$state], () => {
    const pair = $credentials.get();
    if (!pair) return document.createDocumentFragment();
    const link = formatLoginLink(location.origin, locale, pair);
    const shown = $shown.get();
    const state = sheet.$state.get();
    if (state.kind === 'ready') {
      const [{ renderPart, clearPart }, { default: RecoverySheetDialog }] = state.module;
      if ($sheetOpen.get()) renderPart(sheetHost, RecoverySheetDialog, { link, t, onClose: closeSheet });
      else clearPart(sheetHost);
    }
    return (
      <section className="stack" aria-labelledby="login-link-heading">
        <h2 id="login-link-heading">{t('account.link.heading')}</h2>
        <p>{t('account.link.what')}</p>
        <div className="field">
          <span id="login-link-label">{t('account.link.label')}</span>
          {shown ? (
            <output className="login-link input input--mono" aria-labelledby="login-link-label">
              {link}
            </output>
          ) : (
            <p className="login-link login-link--hidden input input--mono">
              <span aria-hidden="true">{maskLoginLink(link)}</span>
              <span className="visually-hidden">{t('account.link.hidden')}</span>
            </p>
          )}
        </div>
        <p className="button-row">
          <button id="login-link-reveal" type="button" className="button button--small button--quiet" aria-pressed={shown ? 'true' : 'false'} onClick={() => $shown.set(!$shown.get())}>
            {t('account.link.reveal')}
          </button>
          <CopyButtonView id="login-link-copy" value={link} label={t('account.link.copy')} copiedText={t('account.link.copied')} className="button button--small" />
          <button type="button" className="button button--small button--quiet" onClick={() => downloadLink(link)}>
            {t('account.link.download')}
          </button>
          <button
            id="login-link-sheet"
            type="button"
            className="button button--small button--quiet"
            aria-haspopup="dialog"
            onClick={() => {
              $sheetOpen.set(true);
              sheet.load();
            }}
          >
            {t('account.link.sheet')}
          </button>
        </p>
        {$sheetOpen.get() && state.kind === 'failed' ? <ErrorNoticeView id="login-link-sheet-failure" error="NetworkTrouble" t={t} onRetry={sheet.load} /> : null}
      </section>
    );
  });
}

/**
 * The selected service (the one renewals, bills and usage show) and "switch service":
 * the service page's switch dialog, fetched when first opened, here selecting the service
 * on this page. A service page link opens the chosen one.
 */
function mountServiceChoice(place: HTMLElement, { locale, t }: Options): void {
  const $open = atom(false);
  const reactPart = retryableImport(() => import('../ui/react-part'));
  const switchServiceDialog = retryableImport(() => import('../service-panel/SwitchServiceDialog'));
  const dialog = onDemand(() => Promise.all([reactPart(), switchServiceDialog()]));
  const dialogHost = outsideDrawings();
  const close = () => {
    $open.set(false);
    focusAfterDrawing('account-service-switch');
  };
  drawView(place, [$accountInfo, $accountRead, $selectedService, $open, dialog.$state], () => {
    const info = $accountInfo.get();
    const read = $accountRead.get();
    const state = dialog.$state.get();
    const body = () => {
      if (!info) {
        if (read.kind === 'error') return <ErrorNoticeView id="account-service-error" error={read.error} t={t} onRetry={() => void loadAccountPageInfo(provider)} />;
        return (
          <p className="skeleton" aria-hidden="true">
            {'\u00a0'}
          </p>
        );
      }
      const choice = selectedChoice(info, $selectedService.get()?.id ?? null);
      if (!choice) {
        return (
          <>
            <p>{t('account.service.none')}</p>
            <p className="button-row">
              <a className="button button--small" href={routeHref(locale, 'orderPlace')}>
                {t('account.service.order')}
              </a>
            </p>
          </>
        );
      }
      const services = serviceChoices(info);
      if (state.kind === 'ready') {
        const [{ renderPart, clearPart }, { default: SwitchServiceDialog }] = state.module;
        if ($open.get()) renderPart(dialogHost, SwitchServiceDialog, { locale, t, services, shownId: choice.id, onChoose: chooseService, onClose: close });
        else clearPart(dialogHost);
      }
      return (
        <>
          <p>
            <strong>{t('account.service.selected', { service: t('service.number', { id: choice.id }), status: t(`status.${choice.status}`) })}</strong>
          </p>
          <p className="button-row">
            <a className="button button--small button--quiet" href={routeHref(locale, 'userService', { serviceId: choice.id })}>
              {t('account.service.open')}
            </a>
            {services.length > 1 ? (
              <button
                id="account-service-switch"
                type="button"
                className="button button--small button--quiet"
                aria-haspopup="dialog"
                onClick={() => {
                  $open.set(true);
                  dialog.load();
                }}
              >
                {t('account.service.switch')}
              </button>
            ) : null}
          </p>
          {$open.get() && state.kind === 'failed' ? <ErrorNoticeView id="account-service-switch-failure" error="NetworkTrouble" t={t} onRetry={dialog.load} /> : null}
        </>
      );
    };
    return (
      <section className="stack" aria-labelledby="selected-service-heading">
        <h2 id="selected-service-heading">{t('account.service.heading')}</h2>
        <p>{t('account.service.why')}</p>
        {body()}
      </section>
    );
  });
}

/**
 * Messages from the provider, newest first: when (Hong Kong time), what about, title and
 * body. Their text is the provider staff's, set as text (never HTML), line breaks kept by
 * CSS. An empty list says so; a failed read says why, with a retry.
 */
function mountProviderMessages(place: HTMLElement, { locale, t }: Options): void {
  drawView(place, [$providerMessages], () => {
    const messages = $providerMessages.get();
    const body = () => {
      switch (messages.kind) {
        case 'error':
          return <ErrorNoticeView id="provider-messages-error" error={messages.error} t={t} onRetry={() => void loadProviderMessages(provider, locale)} />;
        case 'ready':
          if (messages.value.length === 0) return <p>{t('account.messages.empty')}</p>;
          return (
            <ol className="provider-messages">
              {messages.value.map((message) => (
                <li className="provider-message stack">
                  <h3 className="provider-message__title">{message.title}</h3>
                  <p className="provider-message__meta">
                    <span>{t(`account.messages.kind.${message.kind}`)}</span>
                    {' · '}
                    <time dateTime={message.at}>{t('account.messages.at', { date: formatDateTime(locale, message.at) })}</time>
                  </p>
                  <p className="provider-message__body">{message.body}</p>
                </li>
              ))}
            </ol>
          );
        default:
          return (
            <p role="status" className="provider-messages__loading">
              {t('account.messages.loading')}
            </p>
          );
      }
    };
    return (
      <section className="stack" aria-labelledby="provider-messages-heading" aria-busy={messages.kind === 'loading' || messages.kind === 'idle' ? 'true' : undefined}>
        <h2 id="provider-messages-heading">{t('account.messages.heading')}</h2>
        {body()}
      </section>
    );
  });
}
