import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A carousel's current slide. Going to another slide moves focus to the element `heading`
 * points at (the slide's question or title), so keyboard and screen-reader users land on the
 * new content; the first render leaves focus where it is.
 */
export function useSlides<E extends HTMLElement>(initial: number) {
  const [slide, setSlide] = useState(initial);
  const heading = useRef<E>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [slide]);

  const go = useCallback((to: number) => {
    moved.current = true;
    setSlide(to);
  }, []);

  return { slide, go, heading };
}
