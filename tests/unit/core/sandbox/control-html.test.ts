import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../../sandbox/core/control/html.ts';
import { formatOffset, renderMailbox } from '../../../../sandbox/core/control/pages.ts';

describe('escapeHtml', () => {
  it('escapes every character that can open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});

describe('formatOffset', () => {
  it('shows the clock offset in days, hours and minutes', () => {
    expect(formatOffset(0)).toBe('none (real time)');
    expect(formatOffset(90_000_000)).toBe('+1 d 1 h 0 min');
    expect(formatOffset(-3_600_000)).toBe('−1 h 0 min');
  });
});

describe('renderMailbox', () => {
  it('escapes every field of a mail', () => {
    const html = renderMailbox([{ id: 1, to: '<x>@y.io', subject: '<b>hi</b>', body: '<script>alert(1)</script>', kind: '<k>', createdAt: '2030-01-01T00:00:00.000Z', headers: { 'List-Unsubscribe': '<https://p.example/u?off_num=<i>>' } }], '<x>@y.io');
    expect(html).not.toMatch(/<(x|b|script|k|i)>/);
    expect(html).toContain('List-Unsubscribe: &lt;https://p.example/u?off_num=&lt;i&gt;&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
