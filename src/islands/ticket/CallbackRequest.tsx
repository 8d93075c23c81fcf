/**
 * The callback request on help/contact-us: an email for the receipt, a phone number or
 * messenger account, and a window in Hong Kong time, sent as a ticket of the `callback`
 * category (lib/ticket/store.ts `sendCallback`). What was typed is kept for the tab.
 */
import { useEffect, useEffectEvent, useId, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { helpDesk } from '../../lib/core/api/help-desk';
import { humanCheckProvider } from '../../lib/core/api/human-check-provider';
import { CALLBACK_CHANNELS } from '../../lib/ticket/contract';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom } from '../../lib/core/i18n/t';
import { CALLBACK_WINDOWS, needsWorkingConnection } from '../../lib/ticket/rules';
import { $callbackDraft, $callbackSending, editCallback, sendCallback } from '../../lib/ticket/store';
import FormSendRow from './FormSendRow';
import type { CallbackText } from './messages';
import './ticket.css';
import { useFocusFirstProblem } from '../ui/use-focus-first-problem.ts';
import { sendPressedAsleep } from './send-pressed.ts';
import EmailField from '../ui/EmailField';
import { useHydrated } from '../ui/use-hydrated';
import { useKeptUntilLive } from './use-kept-until-live';
import { island } from '../ui/island-boundary';

interface Props {
  locale: Locale;
  messages: Record<CallbackText, string>;
}

function CallbackRequest({ locale, messages }: Props) {
  const t = translatorFrom(locale, messages);
  const id = useId();
  const draft = useStore($callbackDraft);
  const sending = useStore($callbackSending);
  const formRef = useRef<HTMLFormElement>(null);
  // The first render is the prerender's; as React commits, the draft kept for the tab (what
  // was typed before and while the island woke) is taken in (./use-kept-until-live.ts), and
  // the render after hydration shows it, the window's radio included. What adds or changes
  // elements waits for it too: the page was prerendered for the phone, and a kept Telegram
  // draft would not match (#418).
  const hydrated = useHydrated();
  const layoutChannel = hydrated ? draft.channel : 'phone';
  const problems = sending.kind === 'problems' ? sending.problems : {};

  useFocusFirstProblem(formRef, sending.kind === 'problems' ? sending : null);
  useKeptUntilLive(formRef);
  const send = () => {
    const channel = t(`contact.callback.channel.${draft.channel}`);
    const window = draft.window === '' ? '' : t(`contact.callback.window.${draft.window}`);
    void sendCallback(helpDesk, { lang: locale, subject: t('contact.callback.subject', { channel }), body: t('contact.callback.request', { handle: draft.handle.trim(), channel, window }) }, humanCheckProvider);
  };
  // "Send" pressed before the island woke: sent once it shows the kept draft, as if pressed awake (send-pressed.ts).
  const sendOnWake = useEffectEvent(() => send());
  useEffect(() => {
    if (hydrated && sendPressedAsleep(formRef.current)) sendOnWake();
  }, [hydrated]);

  if (sending.kind === 'sent') {
    return (
      <p className="notice" role="status">
        {t('contact.callback.sent', { id: sending.requestId })}
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const emailProblem = problems.email ? t(`ticket.${problems.email}`) : null;
  const handleProblem = problems.handle ? t(`contact.callback.${problems.handle}`) : null;

  return (
    <form ref={formRef} className="ticket-form stack" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('contact.callback.heading')}</h2>
      <p>{t('contact.callback.body')}</p>
      <EmailField id={`${id}-email`} name="email" label={t('ticket.email')} value={draft.email} problem={emailProblem} announce={false} onChange={(email) => editCallback({ ...draft, email })} />

      <label className="field">
        <span>{t('contact.callback.channel')}</span>
        <select className="input" name="channel" value={draft.channel} onChange={(event) => editCallback({ ...draft, channel: CALLBACK_CHANNELS.find((each) => each === event.target.value) ?? 'phone' })}>
          {CALLBACK_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {needsWorkingConnection(channel) ? t('contact.callback.channel.needsConnection', { channel: t(`contact.callback.channel.${channel}`) }) : t(`contact.callback.channel.${channel}`)}
            </option>
          ))}
        </select>
      </label>

      <label className="field">
        <span>{t('contact.callback.handle')}</span>
        <input
          className="input"
          type={layoutChannel === 'phone' ? 'tel' : 'text'}
          autoComplete={layoutChannel === 'phone' ? 'tel' : 'off'}
          name="handle"
          // The field keeps what is typed (uncontrolled): keys pressed while the island
          // hydrates land in it before React's first render with the kept draft is committed,
          // and a controlled field would be set back to that older value at the next key,
          // losing them (a phone number's first digits, typed as the form woke).
          defaultValue={draft.handle}
          aria-invalid={handleProblem ? true : undefined}
          aria-describedby={`${id}-handle-hint`}
          onChange={(event) => editCallback({ ...draft, handle: event.target.value })}
        />
      </label>
      <div id={`${id}-handle-hint`}>
        {handleProblem ? <p className="field-error">{handleProblem}</p> : null}
        {layoutChannel === 'phone' ? <p className="field-hint">{t('contact.callback.handle.hint')}</p> : null}
      </div>

      <fieldset aria-describedby={`${id}-window-problem`}>
        <legend>{t('contact.callback.window')}</legend>
        <div className="ticket-choices">
          {CALLBACK_WINDOWS.map((window, index) => (
            <label key={window} className="ticket-choice">
              <input
                type="radio"
                name="window"
                value={window}
                checked={draft.window === window}
                aria-invalid={problems.window && index === 0 ? true : undefined}
                onChange={() => editCallback({ ...draft, window })}
              />
              <span>{t(`contact.callback.window.${window}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p id={`${id}-window-problem`} className="field-error" hidden={!problems.window}>
        {problems.window ? t('contact.callback.WindowEmpty') : null}
      </p>

      <FormSendRow sending={sending} label={{ send: t('contact.callback.send'), sending: t('contact.callback.sending') }} onRetry={send} locale={locale} t={t} />
    </form>
  );
}

export default island(CallbackRequest);
