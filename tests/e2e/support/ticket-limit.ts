/**
 * Uses up the help desk's anonymous-request limit for one address (5 an hour, ADR 0038),
 * straight at the sandbox, as if the person had sent five tickets from another tab.
 */
import { HUMAN_TOKEN_HEADER } from '../../../src/lib/core/contract/app.ts';
import { ticketFields } from '../../../src/lib/ticket/contract.ts';
import { humanToken } from '../../contract/harness.ts';
import { E2E_SANDBOX_ORIGIN } from '../ports.ts';

export const TICKETS_PER_HOUR = 5;

export async function useUpTicketLimit(email: string): Promise<void> {
  for (let i = 0; i < TICKETS_PER_HOUR; i++) {
    const request = {
      requester: { email },
      subject: `Earlier ticket ${i + 1}`,
      comment: { body: 'Still cannot connect.' },
      custom_fields: ticketFields({ categories: ['connection'], language: 'zh-TW' }),
    };
    const response = await fetch(`${E2E_SANDBOX_ORIGIN}/api/v2/requests.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HUMAN_TOKEN_HEADER]: await humanToken({ origin: E2E_SANDBOX_ORIGIN }) },
      body: JSON.stringify({ request }),
    });
    if (response.status !== 201) throw new Error(`the help desk refused ticket ${i + 1}: ${response.status} ${await response.text()}`);
  }
}
