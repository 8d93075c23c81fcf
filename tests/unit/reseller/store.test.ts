/**
 * What a service's reseller decides on the service page (ADR 0054): where support questions
 * go, and whether the email section shows.
 */
import { describe, expect, it } from 'vitest';
import { emailSectionShown, resellerKnown, supportElsewhere, type ResellerState } from '../../../src/lib/reseller/store.ts';
import type { ResellerSetting } from '../../../src/lib/reseller/contract.ts';

const setting = (changes: Partial<ResellerSetting> = {}): ResellerSetting => ({
  name: '港灣網路 Harbour Link',
  support: { email: 'help@harbourlink.example', url: 'https://support.harbourlink.example/', hours: '每日 10:00–22:00' },
  supportReplacesOurs: true,
  customerMay: { changeEmail: true, resetClientPassword: true },
  clientPanelUrl: null,
  ...changes,
});

describe('the email section', () => {
  it('waits until the reseller is known, so it never shows and then vanishes', () => {
    expect(emailSectionShown(undefined)).toBe(false);
    expect(emailSectionShown({ kind: 'loading' })).toBe(false);
  });

  it('shows for a service we sold, for a reseller that allows it, and after a failed read', () => {
    expect(emailSectionShown({ kind: 'none' })).toBe(true);
    expect(emailSectionShown({ kind: 'reseller', setting: setting() })).toBe(true);
    expect(emailSectionShown({ kind: 'failed', error: 'NetworkTrouble' })).toBe(true);
  });

  it('stays hidden when the reseller keeps its customers\' email to itself', () => {
    expect(emailSectionShown({ kind: 'reseller', setting: setting({ customerMay: { changeEmail: false, resetClientPassword: true } }) })).toBe(false);
  });
});

describe('support questions', () => {
  it('have a destination only once the reseller is known (read, or its read failed)', () => {
    expect(resellerKnown(undefined)).toBe(false);
    expect(resellerKnown({ kind: 'loading' })).toBe(false);
    for (const state of [{ kind: 'none' }, { kind: 'reseller', setting: setting() }, { kind: 'failed', error: 'NetworkTrouble' }] as const) expect(resellerKnown(state)).toBe(true);
  });

  it('go to the reseller only when its setting says so', () => {
    const theirs: ResellerState = { kind: 'reseller', setting: setting() };
    expect(supportElsewhere(theirs)?.name).toBe('港灣網路 Harbour Link');
    expect(supportElsewhere({ kind: 'reseller', setting: setting({ supportReplacesOurs: false }) })).toBeNull();
    for (const state of [undefined, { kind: 'loading' }, { kind: 'none' }, { kind: 'failed', error: 'NetworkTrouble' }] as const) expect(supportElsewhere(state)).toBeNull();
  });
});
