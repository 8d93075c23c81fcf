/**
 * A QR code drawn in the browser (no third-party host), loaded only when a QR panel opens:
 * the payment page's codes and the subscription address's. Each caller gives the words
 * for a code that could not be drawn (what else works differs: a payment link, the
 * address to copy).
 *
 * The encoder is a chunk of its own, fetched on demand, and a flaky connection or a
 * content blocker can lose it. Then the person is not left with an empty square: the
 * panel says the code could not be shown, offers "Try again" (which loads the module
 * again), and points to what still works on the page (the payment link or the details
 * to copy, and the method switch). The failure is reported as a warning, never an
 * unhandled rejection.
 *
 * Content the encoder refuses (empty, or more than a code can hold) is not a loading
 * problem, and "try again" would fail the same way: the panel then shows `invalid`, which
 * offers a new code and another method. MethodPanel refuses such content before it gets
 * here (lib/payment/url.ts `qrPayloadVerdict`); this is the last line, not the rule.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { retryableImport } from '../../lib/core/ui/on-demand';

/** What the panel says when the encoder could not be loaded. */
export interface QrFailureText {
  title: string;
  hint: string;
  retry: string;
}

interface Props {
  content: string;
  alt: string;
  failure: QrFailureText;
  /** What shows when the encoder refuses the content itself (default: the notice with "try again"). */
  invalid?: ReactNode;
  /** Shown under the code, whatever it shows (a hint on scanning it), so it arrives with the code when it is fetched on demand. */
  caption?: ReactNode;
}

/** The encoder's code, fetched with the first code drawn (once per page, so "try again" is a real retry). */
const qrEncoder = retryableImport(() => import('./qr-encoder'));

/** The drawn code for one content and attempt: its image, or why there is none. */
type Drawn = { key: string; src: string } | { key: string; src: null; failure: 'load' | 'content' };

export default function QrCode({ caption, ...props }: Props) {
  return (
    <>
      <DrawnCode {...props} />
      {caption}
    </>
  );
}

function DrawnCode({ content, alt, failure, invalid }: Omit<Props, 'caption'>) {
  const [attempt, setAttempt] = useState(0);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  // A new content or a new attempt draws again; until it answers, the placeholder shows.
  const key = `${attempt}\n${content}`;
  useEffect(() => {
    let live = true;
    void qrEncoder().then(
      (encoder) =>
        encoder.toDataURL(content, { margin: 1, width: 240, errorCorrectionLevel: 'M' }).then(
          (src) => {
            if (live) setDrawn({ key, src });
          },
          (error: unknown) => {
            console.warn('The QR code content cannot be drawn', error);
            if (live) setDrawn({ key, src: null, failure: 'content' });
          },
        ),
      (error: unknown) => {
        console.warn('The QR code could not be drawn', error);
        if (live) setDrawn({ key, src: null, failure: 'load' });
      },
    );
    return () => {
      live = false;
    };
  }, [content, key]);

  const current = drawn?.key === key ? drawn : null;
  if (current === null) return <div className="qr qr--loading" role="img" aria-label={alt} />;
  if (current.src === null && current.failure === 'content' && invalid !== undefined) return <>{invalid}</>;
  if (current.src === null) {
    return (
      <div className="notice notice--error" role="alert">
        <strong className="notice__title">{failure.title}</strong>
        <p className="notice__hint">{failure.hint}</p>
        <button type="button" className="button button--small" onClick={() => setAttempt((count) => count + 1)}>
          {failure.retry}
        </button>
      </div>
    );
  }
  return <img className="qr" src={current.src} alt={alt} width={240} height={240} />;
}
