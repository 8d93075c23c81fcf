/**
 * The help desk's Uploads API from the browser (features-2.md §2.6): one file's raw bytes
 * to `/api/v2/uploads.json?filename=` with XMLHttpRequest, whose upload events give the
 * progress fetch cannot, and `DELETE /api/v2/uploads/{token}.json` for a removed file.
 * Same origin as the page (spec section 7), no credentials, no referrer. Answers are
 * checked against the contract; refusals come back by Zendesk's name.
 */
import { HelpDeskError, UPLOAD_PATH, UploadAnswer, uploadDelete } from '../../help/contract.ts';
import { fillPath } from '../contract/endpoint.ts';
import { PROVIDER_TIMEOUT_MS } from './provider-client.ts';

/** Why an upload did not give a token: the desk's own refusal, or the way there failed. */
export type UploadRefusal = 'AttachmentTooLarge' | 'RecordInvalid' | 'NetworkTrouble' | 'Timeout' | 'UploadFailed';

export type UploadOutcome = { ok: true; token: string } | { ok: false; refusal: UploadRefusal };

export interface RunningUpload {
  done: Promise<UploadOutcome>;
  abort(): void;
}

/** Zendesk's error names this client tells apart; any other refusal is "upload failed". */
function refusalOf(status: number, text: string): UploadRefusal {
  try {
    const parsed = HelpDeskError.safeParse(JSON.parse(text));
    const name = parsed.success ? parsed.data.error : null;
    if (name === 'AttachmentTooLarge' || name === 'RecordInvalid') return name;
  } catch {
    // Not JSON (a proxy's page, Zendesk's text/plain API errors): the status decides.
  }
  return status === 413 ? 'AttachmentTooLarge' : 'UploadFailed';
}

/**
 * Sends one file, reporting progress from 0 to 1.
 * @example const running = uploadFile(file, (share) => console.log(share)); const outcome = await running.done;
 */
export function uploadFile(file: File, onProgress: (share: number) => void): RunningUpload {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    request.open('POST', `${UPLOAD_PATH}?filename=${encodeURIComponent(file.name)}`);
    request.timeout = PROVIDER_TIMEOUT_MS * 4;
    request.withCredentials = false;
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status !== 201) {
        resolve({ ok: false, refusal: refusalOf(request.status, request.responseText) });
        return;
      }
      try {
        const answer = UploadAnswer.safeParse(JSON.parse(request.responseText));
        resolve(answer.success ? { ok: true, token: answer.data.upload.token } : { ok: false, refusal: 'UploadFailed' });
      } catch {
        resolve({ ok: false, refusal: 'UploadFailed' });
      }
    });
    request.addEventListener('error', () => resolve({ ok: false, refusal: 'NetworkTrouble' }));
    request.addEventListener('timeout', () => resolve({ ok: false, refusal: 'Timeout' }));
    request.addEventListener('abort', () => resolve({ ok: false, refusal: 'UploadFailed' }));
    request.send(file);
  });
  return { done, abort: () => request.abort() };
}

/**
 * Removes an upload the person took back, without waiting on it: a failure is harmless
 * (an unused token expires in an hour), so nothing is reported.
 */
export async function deleteUpload(token: string): Promise<void> {
  try {
    await fetch(fillPath(uploadDelete.path, { token }), { method: 'DELETE', credentials: 'omit', referrerPolicy: 'no-referrer' });
  } catch {
    // Gone with the connection: the token expires by itself.
  }
}
