/**
 * The shape of a marketing mail's unsubscribe token (`off_num`, ADR 0035):
 * `<subscriber id, 16 hex>-<consent version>-<signature, 32 hex>`. In its own module so
 * the unsubscribe page can check a link before loading the provider client.
 */
export const OFF_NUM_PATTERN = /^[0-9a-f]{16}-[1-9]\d{0,5}-[0-9a-f]{32}$/;

/**
 * The link's token, when it has the shape of one.
 * @example readOffNum('?off_num=0123456789abcdef-1-' + 'a'.repeat(32)) // '0123456789abcdef-1-aaaa…'
 * @example readOffNum('?off_num=12') // null
 */
export function readOffNum(search: string): string | null {
  const value = new URLSearchParams(search).get('off_num')?.trim() ?? '';
  return OFF_NUM_PATTERN.test(value) ? value : null;
}
