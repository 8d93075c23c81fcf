/**
 * win/import's paste box (issue 13 item 2): a login link pasted, read, checked with the
 * provider and stored as the panel's login, then on to win/services. What was typed stays
 * in the box whatever the answer; a link to another host is refused and never opened;
 * Enter submits. The store (lib/win/store.ts) decides; this renders.
 *
 * Until React has hydrated, the button is disabled, so Enter cannot submit the bare HTML
 * form (which would put the pasted link in the address as a query).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { panelProvider } from '../../lib/core/api/panel-provider';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import { routeHref } from '../../lib/core/routes';
import { $panelImport, $panelLogin, clearPanelImportProblem, importPanelLink, type PanelImportState } from '../../lib/win/store';
import { useHydrated } from '../ui/use-hydrated';
import ErrorNotice from '../ui/ErrorNotice';
import type { WinText } from './messages';
import { island } from '../ui/island-boundary';

interface Props {
  locale: Locale;
  messages: Record<WinText, string>;
}

/** The words for a refused import: a title and what to do (a failed check is the catalogue's ErrorNotice). */
function problemOf(state: PanelImportState, t: Translate<WinText>): { title: string; hint: string | null } | null {
  switch (state.kind) {
    case 'refused':
      if (state.problem === 'foreign') return { title: t('win.import.foreignHost'), hint: null };
      return { title: t('error.LoginLinkInvalid.title'), hint: t('error.LoginLinkInvalid.hint') };
    case 'rejected':
      return { title: t('win.import.refused'), hint: null };
    default:
      return null;
  }
}

function WinImport({ locale, messages }: Props) {
  const t = translatorFrom(locale, messages);
  const id = useId();
  const hydrated = useHydrated();
  const state = useStore($panelImport);
  const login = useStore($panelLogin);
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const problem = problemOf(state, t);
  const failed = state.kind === 'failed' ? state.error : null;
  const checking = state.kind === 'checking';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const stored = await importPanelLink(panelProvider, text, location.origin);
    if (stored) {
      location.assign(routeHref(locale, 'winServices'));
      return;
    }
    field.current?.focus();
  }

  const described = [`${id}-hint`, problem || failed ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <form className="stack win-import" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="win-heading">
      {login && hydrated ? <p className="notice">{t('win.import.replaces')}</p> : null}
      <div className="field stack">
        <label htmlFor={`${id}-link`}>{t('win.import.label')}</label>
        <input
          ref={field}
          id={`${id}-link`}
          name="login-link"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={described}
          onChange={(event) => {
            setText(event.target.value);
            clearPanelImportProblem();
          }}
        />
        <small id={`${id}-hint`}>{t('win.import.hint')}</small>
      </div>
      {problem ? (
        <div id={`${id}-problem`} className="notice notice--error" role="alert">
          <p>{problem.title}</p>
          {problem.hint ? <p>{problem.hint}</p> : null}
        </div>
      ) : null}
      {failed ? (
        <div id={`${id}-problem`}>
          <ErrorNotice error={failed} t={t} />
        </div>
      ) : null}
      <p role="status">{checking ? t('win.import.checking') : state.kind === 'done' ? t('win.import.done') : ''}</p>
      <p>
        <button type="submit" className="button" disabled={!hydrated || checking || state.kind === 'done'}>
          {state.kind === 'failed' ? t('win.import.retry') : t('win.import.submit')}
        </button>
      </p>
    </form>
  );
}

export default island(WinImport);
