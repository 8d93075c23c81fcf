/**
 * Copies a value to the clipboard and says so. Where several copy buttons stand side by
 * side (USDT address, amount, network) each keeps its label and a status line appears;
 * otherwise the label itself turns into `copiedText`.
 */
import { useState } from 'react';

interface Props {
  value: string;
  label: string;
  copiedText: string;
  keepLabel?: boolean;
  className?: string;
}

export default function CopyButton({ value, label, copiedText, keepLabel = false, className = 'button button--small button--quiet' }: Props) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Clipboard refused (old in-app browsers): the value stays on screen to copy by hand.
      setCopied(false);
    }
  }
  return (
    <>
      <button type="button" className={className} onClick={() => void copy()}>
        {copied && !keepLabel ? copiedText : label}
      </button>
      {copied && keepLabel ? (
        <span className="copied" role="status">
          {copiedText}
        </span>
      ) : null}
    </>
  );
}
