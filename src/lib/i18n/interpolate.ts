/**
 * Filling `{name}` placeholders, on its own so page scripts can fill a prerendered
 * template without importing the message catalogues.
 */
export type MessageVars = Record<string, string | number>;

/**
 * Fills `{name}` placeholders; an unknown placeholder is left visible so it is caught in review.
 * @example interpolate('Hi {name}', { name: 'Li' }) // 'Hi Li'
 */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
