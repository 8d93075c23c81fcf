/**
 * The page script of every page with ticket forms that wake on a touch (help/contact-us,
 * win/ticket): what is typed, and a press on "send", before a form's island is awake are
 * kept for it, a form with a kept draft (or a service or the account's email to fill in)
 * wakes at once, and a form whose code cannot be
 * fetched says so. contact-us adds its live chat (./contact-page-entry.ts).
 */
import { showWakeFailures, wakeIsland } from '../../lib/core/ui/island-wake.ts';
import { localText, sessionText, STORED_NAMES } from '../../lib/core/stores/stored-names.ts';
import { hasKeptDraft } from '../../lib/ticket/kept-drafts.ts';
import { fillsInAtOnce } from '../../lib/ticket/prefill.ts';
import { keepBeforeWake } from './keep-before-wake.ts';

// Each form sits in a box naming the draft it keeps (`data-wakes-with`), beside its wake-failed notice.
for (const box of document.querySelectorAll<HTMLElement>('[data-wakes-with]')) {
  const island = box.querySelector<HTMLElement>('astro-island');
  if (!island) continue;
  // What is typed and a press on "send" before the form's island is awake are kept for it.
  keepBeforeWake(box, island, box.dataset.wakesWith ?? '', box.dataset.formKey);
  const notice = box.querySelector<HTMLElement>('[data-wake-failed]');
  if (notice) showWakeFailures(island, notice);
  // A draft of this form from before a reload wakes it at once (another page's draft does not).
  if (hasKeptDraft(sessionText(box.dataset.wakesWith ?? ''), box.dataset.formKey)) wakeIsland(island);
  // A ticket form with a service or the account's email to fill in wakes at once, so they show without a touch.
  else if (box.dataset.formKey !== undefined && fillsInAtOnce(location.search, localText(STORED_NAMES.accountEmail))) wakeIsland(island);
}
