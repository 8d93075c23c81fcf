/** The ticket form's rules (src/lib/ticket/rules.ts), on named, realistic files and drafts. */
import { describe, expect, it } from 'vitest';
import { CALLBACK_WINDOWS, callbackProblems, fileProblem, SUPPORT_HOURS_HKT, replyHoursFor, sortChosenFiles, TICKET_DETAILS_MAX, ticketLimitEnds, TICKET_FILE_MAX_BYTES, TICKET_MAX_FILES, ticketProblems } from '../../../src/lib/ticket/rules.ts';

const SCREENSHOT = { name: 'alipay-paid.PNG', size: 480_000 };
const RECEIPT = { name: 'receipt.pdf', size: 90_000 };
const CLIENT_LOG = { name: 'v2rayN.log', size: 12_000 };
const ZIPPED_LOGS = { name: 'logs.zip', size: 2_000_000 };
const SCREEN_RECORDING = { name: 'recording.png', size: TICKET_FILE_MAX_BYTES + 1 };
const PROGRAM = { name: 'fix-vpn.exe', size: 30_000 };
const NO_ENDING = { name: 'README', size: 10 };
const WORD_DOC = { name: 'notes.docx', size: 10_000 };
const EMPTY = { name: 'blank.txt', size: 0 };

describe('fileProblem', () => {
  it.each([SCREENSHOT, RECEIPT, CLIENT_LOG, ZIPPED_LOGS, { name: 'photo.heic', size: 1 }, { name: 'a.JPEG', size: TICKET_FILE_MAX_BYTES }])('takes $name', (file) => {
    expect(fileProblem(file)).toBeNull();
  });

  it('refuses a type support cannot open, whatever its size', () => {
    expect(fileProblem(PROGRAM)).toBe('FileType');
    expect(fileProblem(NO_ENDING)).toBe('FileType');
    expect(fileProblem(WORD_DOC)).toBe('FileType');
    expect(fileProblem({ name: '.png', size: 1 })).toBe('FileType');
  });

  it('refuses a file over 10 MB, and an empty one', () => {
    expect(TICKET_FILE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(fileProblem(SCREEN_RECORDING)).toBe('FileTooLarge');
    expect(fileProblem(EMPTY)).toBe('FileEmpty');
  });
});

describe('sortChosenFiles', () => {
  it('takes up to 5 in all; a sixth is refused for want of room', () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ name: `shot-${n}.png`, size: 1000 }));
    expect(TICKET_MAX_FILES).toBe(5);
    expect(sortChosenFiles(0, six).map((each) => each.problem)).toEqual([null, null, null, null, null, 'TooManyFiles']);
    expect(sortChosenFiles(4, six.slice(0, 2)).map((each) => each.problem)).toEqual([null, 'TooManyFiles']);
  });

  it('gives each refused file its own reason, and refused files take no room', () => {
    const sorted = sortChosenFiles(3, [PROGRAM, SCREENSHOT, SCREEN_RECORDING, RECEIPT, CLIENT_LOG]);
    expect(sorted.map(({ file, problem }) => [file.name, problem])).toEqual([
      ['fix-vpn.exe', 'FileType'],
      ['alipay-paid.PNG', null],
      ['recording.png', 'FileTooLarge'],
      ['receipt.pdf', null],
      ['v2rayN.log', 'TooManyFiles'],
    ]);
  });
});

describe('ticketProblems', () => {
  const valid = { email: 'lin@example.com', categories: ['connection'] as const, details: '' };

  it('a valid email and one category are enough; details are optional', () => {
    expect(ticketProblems(valid)).toEqual({});
  });

  it('names every field at fault, in the form order', () => {
    expect(ticketProblems({ email: '', categories: [], details: '' })).toEqual({ email: 'EmailEmpty', categories: 'NoCategory' });
    expect(Object.keys(ticketProblems({ email: 'lin@', categories: [], details: '很'.repeat(TICKET_DETAILS_MAX + 1) }))).toEqual(['email', 'categories', 'details']);
  });

  it('uses the project email rule (spec section 5)', () => {
    expect(ticketProblems({ ...valid, email: 'lin@example.technology' }).email).toBe('EmailFormat');
    expect(ticketProblems({ ...valid, email: ' lin+vpn@mail.example.hk ' })).toEqual({});
  });

  it('counts details as a person does: characters, an emoji is one', () => {
    expect(ticketProblems({ ...valid, details: '😀'.repeat(TICKET_DETAILS_MAX) })).toEqual({});
    expect(ticketProblems({ ...valid, details: '😀'.repeat(TICKET_DETAILS_MAX + 1) })).toEqual({ details: 'DetailsTooLong' });
  });
});

describe('replyHoursFor', () => {
  it('payment questions about 6 hours, the rest about 12 (spec section 9)', () => {
    expect(replyHoursFor(['payment-not-activated'])).toBe(6);
    expect(replyHoursFor(['connection', 'payment'])).toBe(6);
    expect(replyHoursFor(['connection', 'account'])).toBe(12);
  });
});

describe('callbackProblems', () => {
  it('a phone in international form and a window', () => {
    expect(callbackProblems({ email: 'lin@example.com', channel: 'phone', handle: '+852 5123-4567', window: '19-22' })).toEqual({});
    expect(callbackProblems({ email: 'lin@example.com', channel: 'phone', handle: '51234567', window: '19-22' })).toEqual({ handle: 'PhoneFormat' });
  });

  it('a messenger handle, and every missing part named', () => {
    expect(callbackProblems({ email: 'lin@example.com', channel: 'wechat', handle: 'lin_hk88', window: '10-13' })).toEqual({});
    expect(callbackProblems({ email: '', channel: 'telegram', handle: ' ', window: '' })).toEqual({ email: 'EmailEmpty', handle: 'HandleEmpty', window: 'WindowEmpty' });
    expect(callbackProblems({ email: 'lin@example.com', channel: 'line', handle: 'a b', window: '13-16' })).toEqual({ handle: 'HandleFormat' });
  });
});

describe('ticketLimitEnds', () => {
  const REFUSED_AT = Date.parse('2026-11-23T13:00:10Z');

  it('is the wait the help desk asked for, rounded up to the next whole minute', () => {
    expect(ticketLimitEnds(125_000, REFUSED_AT)).toBe(Date.parse('2026-11-23T13:03:00Z'));
    expect(ticketLimitEnds(50_000, REFUSED_AT)).toBe(Date.parse('2026-11-23T13:01:00Z'));
  });

  it('never names a minute before the wait is over', () => {
    expect(ticketLimitEnds(0, Date.parse('2026-11-23T13:00:00Z'))).toBe(Date.parse('2026-11-23T13:00:00Z'));
    expect(ticketLimitEnds(1, Date.parse('2026-11-23T13:00:00Z'))).toBe(Date.parse('2026-11-23T13:01:00Z'));
  });

  it('is the whole hour when the answer did not say', () => {
    expect(ticketLimitEnds(undefined, REFUSED_AT)).toBe(Date.parse('2026-11-23T14:01:00Z'));
  });
});

describe('callback windows', () => {
  it('cover the support hours, one after another, and nothing outside them', () => {
    const hours = CALLBACK_WINDOWS.map((window) => window.split('-').map(Number) as [number, number]);
    expect(hours[0]?.[0]).toBe(SUPPORT_HOURS_HKT.opens);
    expect(hours.at(-1)?.[1]).toBe(SUPPORT_HOURS_HKT.closes);
    hours.slice(1).forEach(([start], index) => expect(start).toBe(hours[index]?.[1]));
  });
});
