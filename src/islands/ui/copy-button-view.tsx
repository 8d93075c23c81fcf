/** @jsxImportSource jsx-dom/min */
/**
 * CopyButton for views drawn without React (docs/decisions/0040): the same markup and
 * behaviour. Copies a value and says so: with `keepLabel` a status line beside the
 * button (there from the start, empty, so a screen reader reads out "copied" when it
 * fills), otherwise the label itself turns into `copiedText`.
 */
interface Props {
  value: string;
  label: string;
  copiedText: string;
  keepLabel?: boolean;
  className?: string;
  /** Unique on the page: the button keeps the focus across drawings, and its status line is one live region. */
  id?: string;
}

export function CopyButtonView({ value, label, copiedText, keepLabel = false, className = 'button button--small button--quiet', id }: Props) {
  const status = <span id={id ? `${id}-status` : undefined} className="copied" role="status" /> as HTMLElement;
  const button = (
    <button id={id} type="button" className={className}>
      {label}
    </button>
  ) as HTMLElement;
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(value).then(
      () => {
        if (keepLabel) status.textContent = copiedText;
        else button.textContent = copiedText;
      },
      // Clipboard refused (old in-app browsers): the value stays on screen to copy by hand.
      () => {},
    );
  });
  return keepLabel ? [button, status] : button;
}
