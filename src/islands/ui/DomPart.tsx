/**
 * A view drawn without React, inside an island (docs/decisions/0040): the sections that
 * the service page draws as DOM (usage, subscription address, email, reset) are the same
 * sections on the React pages that show them, not copies. `mount` draws into the part's
 * element and returns how to stop; it runs once (the part reads its stores itself), or
 * again when `deps` change.
 */
import { useEffect, useRef, type CSSProperties } from 'react';

interface Props {
  mount: (place: HTMLElement) => () => void;
  deps: readonly unknown[];
  /** `display: contents` where the part's elements belong to the parent (a `<dl>`'s terms). */
  contents?: boolean;
}

const CONTENTS: CSSProperties = { display: 'contents' };

export default function DomPart({ mount, deps, contents = false }: Props) {
  const place = useRef<HTMLDivElement>(null);
  // `mount` is a new function at each render; the part is drawn again only when `deps` change.
  useEffect(() => (place.current ? mount(place.current) : undefined), deps); // eslint-disable-line react-hooks/exhaustive-deps
  return <div ref={place} style={contents ? CONTENTS : undefined} />;
}
