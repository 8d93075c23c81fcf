/** @jsxImportSource jsx-dom/min */
/**
 * CopyButton for views drawn without React (docs/decisions/0040): the same markup and
 * behaviour. Copies a value and says so: with `keepLabel` a status line beside the
 * button, otherwise the label itself turns into `copiedText`.
 */
interface Props {
  value: string;
  label: string;
  copiedText: string;
  keepLabel?: boolean;
  className?: string;
}

export function CopyButtonView({ value, label, copiedText, keepLabel = false, className = 'button button--small button--quiet' }: Props) {
  const status = (
    <span className="copied" role="status" hidden>
      {''}
    </span>
  ) as HTMLElement;
  const button = (
    <button type="button" className={className}>
      {label}
    </button>
  ) as HTMLElement;
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(value).then(
      () => {
        if (!keepLabel) {
          button.textContent = copiedText;
          return;
        }
        status.textContent = copiedText;
        status.hidden = false;
      },
      // Clipboard refused (old in-app browsers): the value stays on screen to copy by hand.
      () => {},
    );
  });
  return keepLabel ? [button, status] : button;
}
