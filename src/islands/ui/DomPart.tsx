/**
 * A view drawn without React, inside an island (docs/decisions/0040): the sections the
 * logged-in pages draw as DOM are the same sections in the islands that show them (the
 * paid view's subscription address and email prompt, the setup guide's import buttons),
 * not copies. `mount` draws into the part's element and returns how to stop; it runs
 * once (the part reads its stores itself), or again when `deps` change.
 */
import { useEffect, useRef } from 'react';

interface Props {
  mount: (place: HTMLElement) => () => void;
  deps: readonly unknown[];
}

export default function DomPart({ mount, deps }: Props) {
  const place = useRef<HTMLDivElement>(null);
  // `mount` is a new function at each render; the part is drawn again only when `deps` change.
  useEffect(() => (place.current ? mount(place.current) : undefined), deps); // eslint-disable-line react-hooks/exhaustive-deps
  return <div ref={place} />;
}
