/**
 * Sets the page's title for as long as something is shown, and puts the old one back:
 * the invoice page titles itself with the bill's number so "Save as PDF" offers a
 * useful file name (features-2.md §3).
 */
export function titleWhileShown(title: string): () => void {
  const before = document.title;
  document.title = title;
  return () => {
    document.title = before;
  };
}
