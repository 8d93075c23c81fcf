/** Reading requests and refusing them on the control surface (pages and JSON API). */
import type { IncomingMessage } from 'node:http';
import * as z from 'zod/mini';
import { describeIssues, parseJsonBody, readBody } from '../http.ts';

/** A refusal the control surface answers with a status and the usual error shape. */
export class ControlError extends Error {
  readonly status: number;
  readonly errorName: string;
  readonly fields: string[] | undefined;
  /** Stripe's error code (card confirm only). */
  readonly code: string | undefined;
  constructor(status: number, errorName: string, message: string, fields?: string[], code?: string) {
    super(message);
    this.name = 'ControlError';
    this.status = status;
    this.errorName = errorName;
    this.fields = fields;
    this.code = code;
  }
}

export function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, fields } = describeIssues(result.error.issues, 'body');
    throw new ControlError(400, 'ValidationFailed', message, fields);
  }
  return result.data;
}

export async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    return parseJsonBody(await readBody(request));
  } catch (error) {
    if (error instanceof SyntaxError) throw new ControlError(400, 'ValidationFailed', 'the body is not valid JSON', ['body']);
    throw error;
  }
}

/** A form post from a control page (`advanceMs=3600000`, `action=pay`). */
export async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams((await readBody(request)).toString('utf8')));
}
