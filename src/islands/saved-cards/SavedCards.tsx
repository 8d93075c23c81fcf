/**
 * The account page's saved cards: each with its brand in words, last four and expiry (an
 * expired card says so), "add a card" (its form and Stripe.js load when opened) and
 * "remove" (a confirmation dialog loaded on demand). State and actions:
 * stores/saved-cards.ts; the page script starts reading the list (saved-cards-entry.ts).
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/i18n/t';
import { provider } from '../../lib/api/provider';
import { $guardState } from '../../lib/stores/guard';
import { $credentials } from '../../lib/stores/session';
import { $addCard, $cardList, $cardRemoval, askRemoveCard, ensureCardList, loadCardList, openAddCard, type SavedCard } from '../../lib/stores/saved-cards';
import { cardExpired, savedCardLabel } from '../../lib/rules/saved-card';
import ErrorNotice from '../ui/ErrorNotice';
import { useHydrated } from '../ui/use-hydrated';
import { useOnDemand } from '../ui/use-on-demand';
import { cardName } from './card-name';
import type { SavedCardsMessages, SavedCardsText } from './messages';
import './saved-cards.css';

interface Props {
  locale: Locale;
  messages: SavedCardsMessages;
}

export default function SavedCards({ locale, messages }: Props) {
  const t: Translate<SavedCardsText> = translatorFrom(locale, messages);
  const guard = useStore($guardState);
  const credentials = useStore($credentials);
  const list = useStore($cardList);
  const add = useStore($addCard);
  const removal = useStore($cardRemoval);
  const hydrated = useHydrated();
  const [form, loadForm] = useOnDemand(() => import('./AddCardForm'));
  const [dialog, loadDialog] = useOnDemand(() => import('./RemoveCardDialog'));
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (credentials) ensureCardList(provider);
  }, [credentials]);

  const adding = add.kind !== 'closed' && add.kind !== 'added';
  useEffect(() => {
    if (adding && form.kind === 'idle') loadForm();
  }, [adding, form.kind, loadForm]);

  const asking = removal.kind === 'asking' || removal.kind === 'removing' || removal.kind === 'failed';
  useEffect(() => {
    if (asking && dialog.kind === 'idle') loadDialog();
  }, [asking, dialog.kind, loadDialog]);

  // Back where the person was once the form or the dialog closes: the add button, the
  // card's own remove button while it is listed, else the section's heading.
  const wasAdding = useRef(adding);
  useEffect(() => {
    if (wasAdding.current && !adding) addButton.current?.focus();
    wasAdding.current = adding;
  }, [adding]);
  const askedFor = useRef<SavedCard | null>(null);
  useEffect(() => {
    if (asking) {
      askedFor.current = removal.card;
      return;
    }
    const card = askedFor.current;
    askedFor.current = null;
    if (card) (removeButtons.current.get(card.pmId) ?? heading.current)?.focus();
  }, [asking, removal]);

  const ready = hydrated && guard === 'pass';
  const cards = list.kind === 'ready' ? list.value : [];
  const now = new Date();

  return (
    <section className="stack saved-cards" aria-labelledby="saved-cards-heading">
      <h2 id="saved-cards-heading" ref={heading} tabIndex={-1}>
        {t('cards.heading')}
      </h2>
      <p>{t('cards.intro')}</p>
      {!ready || list.kind === 'idle' || list.kind === 'loading' ? <p role="status">{t('cards.loading')}</p> : null}
      {ready && list.kind === 'error' ? <ErrorNotice error={list.error} t={t} onRetry={() => void loadCardList(provider)} /> : null}
      {ready && list.kind === 'ready' && cards.length === 0 ? <p>{t('cards.empty')}</p> : null}
      {ready && cards.length > 0 ? (
        <ul className="saved-cards__list" aria-busy={list.kind === 'ready' && list.refreshing ? true : undefined}>
          {cards.map((card) => {
            const { month, year } = savedCardLabel(card);
            const expired = cardExpired(card, now);
            const name = cardName(t, card);
            return (
              <li key={card.pmId} className="saved-cards__card">
                <span className="saved-cards__name">{name}</span>
                <span className={expired ? 'saved-cards__expiry saved-cards__expiry--expired' : 'saved-cards__expiry'}>
                  {t(expired ? 'cards.expired' : 'cards.expires', { month, year })}
                </span>
                <button
                  type="button"
                  className="button button--small button--quiet"
                  aria-haspopup="dialog"
                  aria-label={t('cards.removeNamed', { card: name })}
                  ref={(node) => {
                    if (node) removeButtons.current.set(card.pmId, node);
                    else removeButtons.current.delete(card.pmId);
                  }}
                  onClick={() => askRemoveCard(card)}
                >
                  {t('cards.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p role="status" className="saved-cards__news">
        {ready ? <News t={t} /> : null}
      </p>
      {ready && !adding ? (
        <p className="button-row">
          <button ref={addButton} type="button" className="button" onClick={() => void openAddCard(provider, locale)}>
            {t('cards.add')}
          </button>
        </p>
      ) : null}
      {adding && form.kind === 'failed' ? <ErrorNotice error="NetworkTrouble" t={t} onRetry={loadForm} /> : null}
      {adding && (form.kind === 'loading' || form.kind === 'idle') ? <p role="status">{t('pay.card.loading')}</p> : null}
      {adding && form.kind === 'ready' ? <form.module.default locale={locale} t={t} /> : null}
      {asking && dialog.kind === 'failed' ? <ErrorNotice error="NetworkTrouble" t={t} onRetry={loadDialog} /> : null}
      {asking && dialog.kind === 'ready' ? <dialog.module.default t={t} /> : null}
    </section>
  );
}

/** What just changed, said once: a card added or removed. */
function News({ t }: { t: Translate<SavedCardsText> }) {
  const add = useStore($addCard);
  const removal = useStore($cardRemoval);
  if (removal.kind === 'removed') return <>{t('cards.removed', { card: cardName(t, removal.card) })}</>;
  if (add.kind === 'added') return <>{add.card ? t('cards.added', { card: cardName(t, add.card) }) : t('cards.addedUnnamed')}</>;
  return null;
}
