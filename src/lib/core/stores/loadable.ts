/** The state of something read from the provider, as the stores that load it keep it. */
import type { AppErrorName } from '../api/errors.ts';

export type Loadable<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'error'; error: AppErrorName };
