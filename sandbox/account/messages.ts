/**
 * The provider's messages to an account (`messageHistory`), each written by its staff in
 * each language it has (plain text): `messages` holds what and when, `message_texts` the
 * title and body per language.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/lib/core/i18n/locales.ts';

export const MESSAGE_KINDS = ['service', 'billing', 'notice', 'affiliate'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface MessageText {
  title: string;
  body: string;
}

export interface NewMessage {
  userUuid: string;
  at: Date;
  kind: MessageKind;
  /** At least zh-TW (the provider's own language, the default); others as the staff wrote them. */
  texts: { 'zh-TW': MessageText } & Partial<Record<Locale, MessageText | undefined>>;
}

const MessageRow = z.object({ id: z.number(), at: z.string(), kind: z.enum(MESSAGE_KINDS), lang: z.enum(LOCALES), title: z.string(), body: z.string() });

export function insertMessage(db: DatabaseSync, message: NewMessage): number {
  const id = Number(db.prepare('INSERT INTO messages (user_uuid, at, kind) VALUES (?, ?, ?)').run(message.userUuid, message.at.toISOString(), message.kind).lastInsertRowid);
  const text = db.prepare('INSERT INTO message_texts (message_id, lang, title, body) VALUES (?, ?, ?, ?)');
  for (const lang of LOCALES) {
    const written = message.texts[lang];
    if (written) text.run(id, lang, written.title, written.body);
  }
  return id;
}

/**
 * The account's newest `limit` messages, newest first, each in `lang` when it was
 * written in it, else in the default language (the provider's own).
 */
export function listMessages(db: DatabaseSync, uuid: string, lang: Locale, limit: number): { id: number; at: string; kind: MessageKind; title: string; body: string }[] {
  return db
    .prepare(
      `SELECT m.id, m.at, m.kind, t.lang, t.title, t.body
       FROM messages m JOIN message_texts t ON t.message_id = m.id
       WHERE m.user_uuid = ? AND t.lang = COALESCE(
         (SELECT lang FROM message_texts WHERE message_id = m.id AND lang = ?),
         (SELECT lang FROM message_texts WHERE message_id = m.id AND lang = ?))
       ORDER BY m.at DESC, m.id DESC LIMIT ?`,
    )
    .all(uuid, lang, DEFAULT_LOCALE, limit)
    .map((row) => {
      const { id, at, kind, title, body } = MessageRow.parse(row);
      return { id, at, kind, title, body };
    });
}
