/** The copy checks themselves catch what they are for (copy review §2: the old lists missed 视频 and 默认). */
import { describe, it, expect } from 'vitest';
import { FORBIDDEN_TERMS, crampedSpacing, onRendered, renderedSamples, scriptCheck, termsFrom } from './copy-checks.ts';

describe('scriptCheck', () => {
  const inTaiwan = scriptCheck('cn', 'tw', '台');
  const onMainland = scriptCheck('tw', 'cn');

  it('catches Simplified characters in zh-TW that the old hand-made lists missed', () => {
    expect(inTaiwan('請觀看视频教學')).toBe('视频');
    expect(inTaiwan('已恢復默认設定')).toBe('认');
    expect(inTaiwan('获取软件')).toBe('获软');
  });

  it('lets zh-TW write 台 (the guide’s choice) and passes clean Traditional text', () => {
    expect(inTaiwan('貼上登入連結，就能在這台電腦上使用 Skyline。')).toBeNull();
  });

  it('catches Traditional characters in zh-CN', () => {
    expect(onMainland('请打开帳單')).toBe('帳單');
    expect(onMainland('请打开账单')).toBeNull();
  });
});

describe('termsFrom', () => {
  it('catches mainland words written in Traditional characters in zh-TW', () => {
    expect(termsFrom(FORBIDDEN_TERMS['zh-TW'])('選擇套餐，觀看視頻')).toBe('套餐 視頻');
  });

  it('catches Taiwan words written in Simplified characters in zh-CN', () => {
    expect(termsFrom(FORBIDDEN_TERMS['zh-CN'])('选择方案，重新整理页面')).toBe('方案 重新整理');
  });
});

describe('spacing on rendered text', () => {
  it('renders each template with Chinese, Latin and digit values, spaced by the product’s interpolate', () => {
    expect(renderedSamples('zh-TW', '付款{amount}')).toEqual(['付款服務', '付款 Skyline', '付款 12', '付款 US$6.90']);
  });

  it('catches a space typed beside a placeholder whose value is Chinese', () => {
    expect(onRendered('zh-TW', crampedSpacing)('請用 {method} 掃描')).toBe('用 服 in “請用 服務 掃描”');
  });

  it('catches Latin text typed against Han', () => {
    expect(crampedSpacing('請開啟JavaScript')).toBe('啟J');
  });
});
