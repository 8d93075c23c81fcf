/** What the email-binding browser tests share: the mailbox, the section and its dialog. */
import type { Page } from '@playwright/test';
import type { SandboxControl } from '../fixtures.ts';

/** The code (from the subject) and the link (from the body) of the newest verification mail to `email`. */
export async function mailedCode(sandbox: SandboxControl, email: string): Promise<{ code: string; link: string }> {
  const [mail] = await sandbox.mail(email);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  const link = /https?:\/\/\S+#email-verify=\S+/.exec(mail?.body ?? '')?.[0];
  if (!code || !link) throw new Error(`no verification mail to ${email}: ${JSON.stringify(mail)}`);
  return { code, link };
}

/** The service page's email section, by its heading. */
export function emailSection(page: Page, words: { 'email.heading': string }) {
  return page.getByRole('region', { name: words['email.heading'] });
}

/** The email dialog, open (a closed <dialog> has no role to find). */
export function emailDialog(page: Page, words: { 'emailDialog.heading': string }) {
  return page.getByRole('dialog', { name: words['emailDialog.heading'] });
}
