/**
 * 简体中文 · helpSearch: the help centre's search box and its results.
 * Keys starting with `helpSearch.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'helpSearch.label': '搜索帮助文章',
  'helpSearch.placeholder': '例如：退款、订阅地址、流量',
  'helpSearch.submit': '搜索',
  'helpSearch.searching': '正在搜索…',
  'helpSearch.count': '找到{count}篇文章',
  'helpSearch.none': '没有找到与“{query}”相关的文章。',
  'helpSearch.noneHint': '换个说法再试试，或者直接问我们：',
  'helpSearch.contact': '联系客服',
  'helpSearch.savedIndex': '暂时连不上帮助中心，以下结果来自之前保存的文章索引，内容可能不是最新的。',
  'helpSearch.unavailable': '暂时无法搜索，请稍后再试，或者直接联系客服。',
} satisfies AreaMessages;
