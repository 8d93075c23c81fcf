import { describe, expect, it } from 'vitest';
import { articleLinkTarget, articleText, sanitiseArticleHtml } from '../../../src/lib/help/sanitise.ts';

const clean = (html: string) => sanitiseArticleHtml(html, 'en-US');

describe('sanitiseArticleHtml: the allow-list', () => {
  it('keeps the prose a help-desk editor writes', () => {
    const prose = '<h2>Steps</h2><p>Open <strong>Settings</strong>, then <em>VPN</em>.</p><ol><li>One</li><li>Two</li></ol><pre><code>ping 1.1.1.1</code></pre><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(clean(prose)).toBe(prose);
  });

  it.each([
    ['a script, with its text', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['a style, with its text', '<style>p{display:none}</style><p>a</p>', '<p>a</p>'],
    ['event handlers and inline style', '<p onclick="x()" onmouseover="y()" style="color:red" class="c" id="i">a</p>', '<p>a</p>'],
    ['an image with onerror', '<p>a<img src="x" onerror="alert(1)"></p>', '<p>a</p>'],
    ['a form and its fields', '<form action="https://evil.example"><input name="hmac"><button>Go</button></form><p>a</p>', '<p>a</p>'],
    ['frames', '<iframe src="https://evil.example"></iframe><frameset><frame src="x"></frameset><p>a</p>', '<p>a</p>'],
    ['base and meta', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><p>a</p>', '<p>a</p>'],
    ['object, embed, svg and math', '<object data="x"></object><embed src="x"><svg><script>1</script></svg><math><mi>x</mi></math><p>a</p>', '<p>a</p>'],
    ['a template', '<template><img src=x onerror=alert(1)></template><p>a</p>', '<p>a</p>'],
  ])('drops %s', (_, html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it('keeps the text of an unknown tag but not the tag', () => {
    expect(clean('<div><span class="x">kept</span></div>')).toBe('kept');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:x', '//evil.example/x'])('a link to %s loses its address', (href) => {
    expect(clean(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('an outside link gets rel="noopener noreferrer"; the source\'s rel and target go', () => {
    expect(clean('<a href="https://example.com/a" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.com/a" rel="noopener noreferrer">x</a>');
    expect(clean('<a href="mailto:help@example.com">x</a>')).toBe('<a href="mailto:help@example.com" rel="noopener noreferrer">x</a>');
  });

  it('a link to this site stays as it is, with no rel', () => {
    expect(clean('<a href="/en-US/user/service/0" rel="x">x</a>')).toBe('<a href="/en-US/user/service/0">x</a>');
  });

  it('a help-desk article address becomes this site\'s article page in the page\'s language', () => {
    expect(sanitiseArticleHtml('<a href="https://skyline.zendesk.com/hc/zh-cn/articles/4403000101-iOS-setup">x</a>', 'zh-TW')).toBe('<a href="/zh-TW/help/article/4403000101">x</a>');
    expect(articleLinkTarget('/hc/en-us/articles/4403000302', 'zh-CN')).toEqual({ href: '/zh-CN/help/article/4403000302', external: false });
  });
});

describe('articleText', () => {
  it('is the words alone, blocks apart, entities read', () => {
    expect(articleText('<h2>Refunds</h2><p>30 days &amp; 3 for the trial</p><script>x()</script><ul><li>a</li><li>b</li></ul>')).toBe('Refunds 30 days & 3 for the trial a b');
  });

  it('reads each entity once: an article that writes out "&lt;" keeps it as written', () => {
    expect(articleText('<p>Type &amp;lt;br&amp;gt; to break&nbsp;a line</p>')).toBe('Type &lt;br&gt; to break a line');
  });
});
