/**
 * Persisted atoms whose stored text is always decoded through a zod schema, with a
 * stated fallback: a value someone edited by hand, or an old format, never crashes a page.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, type WritableAtom } from 'nanostores';
import Cookies from 'js-cookie';
import type * as z from 'zod/mini';
import { COOKIE_PREFIX, STORAGE_PREFIX } from './stored-names.ts';

export { STORAGE_PREFIX };

export function decodeJson<T>(schema: z.ZodMiniType<T>, text: string | undefined, fallback: T): T {
  if (text === undefined) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** A value kept in localStorage (no expiry), shared between tabs. */
export function localValue<T>(name: string, schema: z.ZodMiniType<T>, fallback: T): WritableAtom<T> {
  return persistentAtom<T>(STORAGE_PREFIX + name, fallback, {
    encode: (value) => JSON.stringify(value),
    decode: (text) => decodeJson(schema, text, fallback),
  });
}

/**
 * A value kept in sessionStorage: it survives a reload of the tab and goes with it (text
 * a person is typing). Without storage it lives in memory only.
 */
export function sessionValue<T>(name: string, schema: z.ZodMiniType<T>, fallback: T): WritableAtom<T> {
  const key = STORAGE_PREFIX + name;
  const read = (): T => {
    try {
      return decodeJson(schema, globalThis.sessionStorage?.getItem(key) ?? undefined, fallback);
    } catch {
      // Storage refused (private mode, a sandboxed frame): start empty.
      return fallback;
    }
  };
  const store = atom<T>(read());
  store.listen((value) => {
    try {
      if (value === fallback || value === null) globalThis.sessionStorage?.removeItem(key);
      else globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
    } catch {
      // Full or refused: the draft stays in memory for this page.
    }
  });
  return store;
}

/** A value kept in a first-party cookie that expires after `days` (the spec's cookie lifetimes). */
export function cookieValue<T>(name: string, schema: z.ZodMiniType<T>, fallback: T, days: number): WritableAtom<T> {
  const cookieName = COOKIE_PREFIX + name;
  const read = (): T => (typeof document === 'undefined' ? fallback : decodeJson(schema, Cookies.get(cookieName), fallback));
  const store = atom<T>(read());
  store.listen((value) => {
    if (typeof document === 'undefined') return;
    if (value === fallback || value === null) Cookies.remove(cookieName, { path: '/' });
    else Cookies.set(cookieName, JSON.stringify(value), { expires: days, path: '/', sameSite: 'Lax', secure: location.protocol === 'https:' });
  });
  return store;
}
