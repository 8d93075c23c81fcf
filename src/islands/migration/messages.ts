import { CALL_ERRORS } from '../../lib/core/api/errors';
import type { AreaKey } from '../../lib/core/i18n/t';

/** The areas user/migrate sends its island whole; of the errors, only those of any call (ADR 0035). */
export const MIGRATION_AREAS = ['migrate', 'action'] as const;
export const MIGRATION_ERRORS = CALL_ERRORS;
export type MigrationText = AreaKey<(typeof MIGRATION_AREAS)[number] | 'error'>;
