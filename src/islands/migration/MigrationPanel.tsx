/**
 * user/migrate (issue 13 item 3; ADR 0035): what happens to the service here, the form
 * (email for the new platform, password of 8 to 20 characters), then the migration
 * followed until it is done or failed. The password lives only in this component's state:
 * never in a store, a draft, storage or the address, and gone when the person leaves.
 * State and actions: lib/migration/store.ts.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { provider } from '../../lib/core/api/provider';
import { formatDate } from '../../lib/core/i18n/format';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import type { Migration } from '../../lib/migration/contract';
import { $guardState } from '../../lib/core/stores/guard';
import { $credentials } from '../../lib/core/stores/session';
import { $migrationForm, $migrationStatus, editMigrationEmail, followMigration, loadMigration, passwordEdited, recheckMigrationStart, startMigration } from '../../lib/migration/store';
import EmailField from '../ui/EmailField';
import ErrorNotice from '../ui/ErrorNotice';
import Stepper from '../ui/Stepper';
import { useHydrated } from '../ui/use-hydrated';
import type { MigrationText } from './messages';
import { useFocusFirstProblem } from '../ui/use-focus-first-problem.ts';
import { island } from '../ui/island-boundary';

interface Props {
  locale: Locale;
  messages: Record<MigrationText, string>;
}

type T = Translate<MigrationText>;

const STEPS = ['queued', 'copying', 'done'] as const;

function MigrationPanel({ locale, messages }: Props) {
  const t: T = translatorFrom<MigrationText>(locale, messages);
  const hydrated = useHydrated();
  const guard = useStore($guardState);
  const credentials = useStore($credentials);
  const status = useStore($migrationStatus);

  // Read once the guard has checked the login: a refused login must not be asked about here too.
  const passed = guard === 'pass';
  useEffect(() => {
    if (!credentials || !passed) return;
    void loadMigration(provider);
    return followMigration(provider);
  }, [credentials, passed]);

  if (!hydrated || guard !== 'pass' || !credentials || status.kind === 'loading') {
    return (
      <p className="field-hint" role="status">
        {t('migrate.loading')}
      </p>
    );
  }
  if (status.kind === 'load-failed') return <ErrorNotice error={status.error} t={t} onRetry={() => void loadMigration(provider)} />;

  const migration = status.migration;
  return (
    <div className="stack migration">
      <ServiceHere locale={locale} until={status.serviceUntil} t={t} />
      {migration && migration.state !== 'failed' ? <Progress migration={migration} t={t} /> : null}
      {migration?.state === 'failed' ? <Failed migration={migration} t={t} /> : null}
      {migration === null || migration.state === 'failed' ? <MigrationForm locale={locale} t={t} /> : null}
    </div>
  );
}

function ServiceHere({ locale, until, t }: { locale: Locale; until: string | null; t: T }) {
  return (
    <section className="panel panel--soft stack" aria-labelledby="migration-service-here">
      <h2 id="migration-service-here">{t('migrate.serviceHere.heading')}</h2>
      {until ? <p>{t('migrate.serviceHere.until', { date: formatDate(locale, until) })}</p> : <p>{t('migrate.serviceHere.none')}</p>}
      <p>{t('migrate.serviceHere.renewal')}</p>
      <p>{t('migrate.serviceHere.link')}</p>
    </section>
  );
}

function Progress({ migration, t }: { migration: Migration; t: T }) {
  const state = migration.state === 'failed' ? 'queued' : migration.state;
  const current = STEPS.indexOf(state) + 1;
  return (
    <section className="panel stack" aria-labelledby="migration-progress">
      <h2 id="migration-progress">{t('migrate.progress')}</h2>
      <Stepper label={t('migrate.progress')} steps={STEPS.map((step) => t(`migrate.state.${step}`))} current={current} />
      <p role="status" className="notice">
        {t(`migrate.state.${state}.body`, { email: migration.email })}
      </p>
    </section>
  );
}

function Failed({ migration, t }: { migration: Migration; t: T }) {
  return (
    <div className="notice notice--error" role="alert">
      <strong className="notice__title">{t('migrate.failed.heading')}</strong>
      <p className="notice__hint">{t(migration.failure === 'email-taken' ? 'migrate.failure.emailTaken' : 'migrate.failure.targetUnavailable')}</p>
    </div>
  );
}

function MigrationForm({ locale, t }: { locale: Locale; t: T }) {
  const id = useId();
  const form = useStore($migrationForm);
  // The password: here only (see the file's comment).
  const [password, setPassword] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  useFocusFirstProblem(formRef, form.emailProblem === null && form.passwordProblem === null ? null : `${form.emailProblem}|${form.passwordProblem}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await startMigration(provider, { password, lang: locale })) === 'started') setPassword('');
  };

  return (
    <section className="panel stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('migrate.form.heading')}</h2>
      <form ref={formRef} className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <EmailField
          id={`${id}-email`}
          name="email"
          label={t('migrate.email')}
          value={form.email}
          problem={form.emailProblem ? t(`migrate.problem.${form.emailProblem}`) : null}
          announce={false}
          onChange={editMigrationEmail}
        >
          <p className="field-hint">{t('migrate.email.hint')}</p>
        </EmailField>
        <label className="field">
          <span>{t('migrate.password')}</span>
          <input
            className="input"
            type="password"
            autoComplete="new-password"
            name="password"
            value={password}
            aria-invalid={form.passwordProblem ? true : undefined}
            aria-describedby={`${id}-password-hint`}
            onChange={(event) => {
              setPassword(event.target.value);
              passwordEdited();
            }}
          />
        </label>
        <div id={`${id}-password-hint`}>
          {form.passwordProblem ? <p className="field-error">{t(`migrate.problem.${form.passwordProblem}`)}</p> : null}
          <p className="field-hint">{t('migrate.password.hint')}</p>
        </div>
        {form.failure?.outcome === 'unsent' ? <ErrorNotice error={form.failure.error} t={t} /> : null}
        {form.failure?.outcome === 'unknown' ? (
          <div className="notice notice--error" role="alert">
            <strong className="notice__title">{t('migrate.unknown.title')}</strong>
            <p className="notice__hint">{t('migrate.unknown.hint')}</p>
            <button type="button" className="button button--small" disabled={form.sending} onClick={() => void recheckMigrationStart(provider)}>
              {t('migrate.unknown.check')}
            </button>
          </div>
        ) : null}
        <p className="button-row">
          <button type="submit" className="button" disabled={form.sending || form.failure?.outcome === 'unknown'}>
            {form.sending ? t('migrate.sending') : t('migrate.submit')}
          </button>
        </p>
      </form>
    </section>
  );
}

export default island(MigrationPanel);
