/**
 * The invite link (reference §2.3 item 4): the link in a read-only field that selects
 * itself on focus (the clipboard can be blocked: the link is always there to copy by
 * hand), copy; the code alone, copy; the link's language (繁/简/EN, the page's first); and
 * "new code", confirmed in a modal that says the old link stops at once and bound friends
 * stay. The link and code are the provider's, shown as text; the page never builds them.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { LOCALES, type Locale } from '../../lib/core/i18n/locales';
import { provider } from '../../lib/core/api/provider';
import type { AffiliateInfo } from '../../lib/affiliate/contract';
import { $inviteLink, $linkLanguage, $rotation, askRotation, cancelRotation, chooseLinkLanguage, confirmRotation, loadInviteLink } from '../../lib/affiliate/store';
import { LINK_LANGUAGE_MARKS } from '../../lib/affiliate/link-languages';
import CopyButton from '../ui/CopyButton';
import ErrorNotice from '../ui/ErrorNotice';
import { useModalDialog } from '../ui/use-modal-dialog';
import type { AffiliateTranslate } from './messages';
import '../ui/modal-dialog.css';

interface Props {
  info: AffiliateInfo;
  locale: Locale;
  t: AffiliateTranslate;
}

export default function LinkSection({ info, locale, t }: Props) {
  const link = useStore($inviteLink);
  const chosen = useStore($linkLanguage) ?? locale;
  const rotation = useStore($rotation);
  const rotateButton = useRef<HTMLButtonElement>(null);
  // The confirmation gone (kept, confirmed or escaped): the focus returns to the button that opened it, once the modal has closed.
  const confirming = useRef(false);
  useEffect(() => {
    if (confirming.current && rotation.kind !== 'confirming') rotateButton.current?.focus();
    confirming.current = rotation.kind === 'confirming';
  }, [rotation.kind]);
  // The page's own language is in aff/info's answer already; another waits for its read.
  const shown = link.kind === 'ready' && link.value.lang === chosen ? link.value : chosen === locale && link.kind !== 'ready' ? { url: info.url, code: info.code } : null;

  return (
    <section className="stack" aria-labelledby="affiliate-link-heading">
      <h2 id="affiliate-link-heading">{t('affiliate.link.heading')}</h2>
      <fieldset className="choices affiliate__languages">
        <legend>{t('affiliate.link.language')}</legend>
        {LOCALES.map((lang) => (
          <label key={lang} className="choice choice--inline">
            <input type="radio" name="affiliate-link-language" checked={chosen === lang} onChange={() => chooseLinkLanguage(provider, lang)} />
            <span lang={lang} aria-hidden="true">
              {LINK_LANGUAGE_MARKS[lang]}
            </span>
            <span className="visually-hidden">{t(`affiliate.link.langName.${lang}`)}</span>
          </label>
        ))}
      </fieldset>
      {shown ? (
        <>
          <label className="field">
            <span>{t('affiliate.link.label')}</span>
            <input className="input affiliate__link" type="text" readOnly value={shown.url} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <p className="button-row">
            <CopyButton value={shown.url} label={t('affiliate.link.copy')} copiedText={t('affiliate.link.copied')} keepLabel />
          </p>
          <dl className="facts">
            <dt>{t('affiliate.link.code')}</dt>
            <dd>
              <code className="affiliate__code">{shown.code}</code> <CopyButton value={shown.code} label={t('affiliate.link.copyCode')} copiedText={t('affiliate.link.copied')} keepLabel />
            </dd>
          </dl>
          <p className="notice__hint">{t('affiliate.link.codeHint')}</p>
        </>
      ) : link.kind === 'error' ? (
        <ErrorNotice error={link.error} t={t} onRetry={() => void loadInviteLink(provider)} />
      ) : (
        <p role="status">{t('affiliate.link.loading')}</p>
      )}
      <p className="button-row">
        {/* Not disabled while the new code is asked for (the focus would fall off it): a press then does nothing (askRotation). */}
        <button ref={rotateButton} type="button" className="button button--small button--quiet" aria-haspopup="dialog" aria-busy={rotation.kind === 'sending' || undefined} onClick={askRotation}>
          {rotation.kind === 'sending' ? t('affiliate.link.rotating') : t('affiliate.link.rotate')}
        </button>
      </p>
      {rotation.kind === 'done' ? <p role="status">{t('affiliate.link.rotated')}</p> : null}
      {rotation.kind === 'failed' ? <ErrorNotice error={rotation.error} t={t} /> : null}
      {rotation.kind === 'confirming' ? <RotateConfirm locale={locale} t={t} /> : null}
    </section>
  );
}

/** The confirmation, a native modal: focus inside it, Escape or "keep" closes it (LinkSection puts the focus back on its button). */
function RotateConfirm({ locale, t }: { locale: Locale; t: AffiliateTranslate }) {
  const dialog = useModalDialog(cancelRotation);
  const keep = useRef<HTMLButtonElement>(null);
  // The safe answer takes the focus first.
  useEffect(() => keep.current?.focus(), []);
  return (
    <dialog ref={dialog} className="modal-dialog" aria-labelledby="affiliate-rotate-question" aria-describedby="affiliate-rotate-what">
      <div className="stack">
        <h2 id="affiliate-rotate-question">{t('affiliate.link.rotateQuestion')}</h2>
        <p id="affiliate-rotate-what">{t('affiliate.link.rotateWhat')}</p>
        <p className="button-row">
          <button type="button" className="button button--danger" onClick={() => void confirmRotation(provider, locale)}>
            {t('affiliate.link.rotateYes')}
          </button>
          <button ref={keep} type="button" className="button button--quiet" onClick={() => dialog.current?.close()}>
            {t('affiliate.link.rotateNo')}
          </button>
        </p>
      </div>
    </dialog>
  );
}
