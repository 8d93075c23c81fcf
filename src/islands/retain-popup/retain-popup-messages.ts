/**
 * The texts the retain popup's script shows after the page has loaded (problems under
 * the email field, connection errors), resolved at build time by
 * `RetainPopup.astro` and read back here through zod, like any stored value.
 */
import * as z from 'zod/mini';
import type { AppErrorName } from '../../lib/core/api/errors.ts';
import { decodeJson } from '../../lib/core/stores/persist.ts';

/** What a send can fail with besides the address itself (the call carries no login). */
export const RETAIN_ERROR_NAMES = ['NetworkTrouble', 'Timeout', 'ServerError', 'MalformedResponse', 'RequestError'] as const satisfies readonly AppErrorName[];

const Text = z.string();
const ErrorText = z.object({ title: Text, hint: Text });

export const RetainMessages = z.object({
  problems: z.object({ EmailEmpty: Text, EmailFormat: Text, MailboxRefused: Text, EmailRegistered: Text }),
  errors: z.record(z.string(), ErrorText),
  retry: Text,
  login: Text,
  loginHref: z.string().check(z.regex(/^\/[A-Za-z-]+\/user\/login$/)),
  submit: Text,
  sending: Text,
});
export type RetainMessages = z.infer<typeof RetainMessages>;

/** The messages from the popup's JSON data block; null when it is missing or not what the build wrote. */
export function readRetainMessages(source: Element | null): RetainMessages | null {
  return decodeJson<RetainMessages | null>(RetainMessages, source?.textContent ?? undefined, null);
}

/** A connection or server error's title and hint; a name without its own text reads as network trouble. */
export function retainErrorText(messages: RetainMessages, name: AppErrorName): { title: string; hint: string } | null {
  return messages.errors[name] ?? messages.errors.NetworkTrouble ?? null;
}
