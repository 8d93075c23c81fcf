/**
 * The account page's saved cards, an island: each with its brand in words, last four and
 * expiry (an expired card says so), "add a card" (its form, then Stripe.js, fetched when
 * opened) and "remove" (a confirmation dialog fetched on demand). State and actions:
 * lib/saved-cards/store.ts. Astro prerenders the loading state from this component; the
 * list shows from the render after hydration, once the guard has passed.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import { provider } from '../../lib/core/api/provider';
import { $guardState } from '../../lib/core/stores/guard';
import { $addCard, $cardList, $cardRemoval, askRemoveCard, ensureCardList, loadCardList, openAddCard, type AddCardState, type RemovalState, type SavedCard } from '../../lib/saved-cards/store';
import { cardExpired, savedCardLabel } from '../../lib/saved-cards/rules';
import ErrorNotice from '../ui/ErrorNotice';
import { onDemandPart } from '../ui/on-demand-part';
import { useReadsPerLogin } from '../ui/use-reads-per-login';
import { useHydrated } from '../ui/use-hydrated';
import { cardName } from './card-name';
import type { SavedCardsMessages, SavedCardsText } from './messages';
import './saved-cards.css';
import { island } from '../ui/island-boundary';

const AddCardForm = onDemandPart(() => import('./AddCardForm'));
const RemoveCardDialog = onDemandPart(() => import('./RemoveCardDialog'));

type T = Translate<SavedCardsText>;

interface Props {
  locale: Locale;
  messages: SavedCardsMessages;
}

/** The add-card form is wanted from "add a card" until the card is added or the form closed. */
function isAdding(add: AddCardState): boolean {
  return add.kind !== 'closed' && add.kind !== 'added';
}

/** The removal dialog is wanted while it asks, removes, or says the removal failed. */
function isAsking(removal: RemovalState): removal is Extract<RemovalState, { kind: 'asking' | 'removing' | 'failed' }> {
  return removal.kind === 'asking' || removal.kind === 'removing' || removal.kind === 'failed';
}

function SavedCards({ locale, messages }: Props) {
  const t: T = translatorFrom(locale, messages);
  const guard = useStore($guardState);
  const list = useStore($cardList);
  const add = useStore($addCard);
  const removal = useStore($cardRemoval);
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());

  // The list's read, once per login: now, and again when a login arrives later.
  useReadsPerLogin(() => ensureCardList(provider));

  const adding = isAdding(add);
  const asking = isAsking(removal);
  useFocusBack(adding, asking ? removal.card : null, addButton, removeButtons, heading);

  const ready = hydrated && guard === 'pass';
  const cards = list.kind === 'ready' ? list.value : [];
  const now = new Date();
  const networkTrouble = (retry: () => void) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />;

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
                <span className={expired ? 'saved-cards__expiry saved-cards__expiry--expired' : 'saved-cards__expiry'}>{t(expired ? 'cards.expired' : 'cards.expires', { month, year })}</span>
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
      {/* There from the start, so a screen reader reads out what it comes to say. */}
      <p role="status" className="saved-cards__news">
        {ready ? news(t, add, removal) : ''}
      </p>
      {ready && !adding ? (
        <p className="button-row">
          <button ref={addButton} type="button" className="button" onClick={() => void openAddCard(provider, locale)}>
            {t('cards.add')}
          </button>
        </p>
      ) : null}
      {adding ? <AddCardForm props={{ locale, t }} loading={<p role="status">{t('pay.card.loading')}</p>} failed={networkTrouble} /> : null}
      {asking ? <RemoveCardDialog props={{ t }} failed={networkTrouble} /> : null}
    </section>
  );
}

/**
 * Back where the person was once the form or the dialog closes: the add button, the
 * card's own remove button while it is listed, else the section's heading.
 */
function useFocusBack(
  adding: boolean,
  askedAbout: SavedCard | null,
  addButton: RefObject<HTMLButtonElement | null>,
  removeButtons: RefObject<Map<string, HTMLButtonElement>>,
  heading: RefObject<HTMLHeadingElement | null>,
): void {
  const wasAdding = useRef(adding);
  useEffect(() => {
    if (wasAdding.current && !adding) addButton.current?.focus();
    wasAdding.current = adding;
  }, [adding, addButton]);
  const askedFor = useRef<SavedCard | null>(null);
  useEffect(() => {
    if (askedAbout) {
      askedFor.current = askedAbout;
      return;
    }
    const card = askedFor.current;
    askedFor.current = null;
    if (card) (removeButtons.current.get(card.pmId) ?? heading.current)?.focus();
  }, [askedAbout, removeButtons, heading]);
}

/** What just changed, said once: a card added or removed. */
function news(t: T, add: AddCardState, removal: RemovalState): string {
  if (removal.kind === 'removed') return t('cards.removed', { card: cardName(t, removal.card) });
  if (add.kind === 'added') return add.card ? t('cards.added', { card: cardName(t, add.card) }) : t('cards.addedUnnamed');
  return '';
}

export default island(SavedCards);
