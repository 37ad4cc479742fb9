import {
  Activity,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWidgetCode } from '../../widgets/lazy-widget';
import { pageQuery } from './content-api';
import { ContentPageView } from './content-page-view';
import { partsOf } from './markdown-body';
import { widgetNamesOf } from './page-widgets';

/** The page drawn ahead of the tap, and how many parts its body has (`partsOf`). */
export interface PageAhead {
  id: string;
  parts: number;
}

/**
 * The page to draw ahead of the tap, unseen: `next` once its text is in the cache and its
 * widgets' code is here (both fetched by `usePrefetchNext` after this page painted), else
 * null. Nothing is fetched for it here; a page not prefetched is simply not drawn ahead.
 */
export function usePageAhead(next: string | null): PageAhead | null {
  const client = useQueryClient();
  // Subscribed once per client, not again each time the route draws.
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  // The cache read, not a query of its own: nothing here may start a fetch.
  const data = useSyncExternalStore(subscribe, () =>
    next === null ? undefined : client.getQueryData(pageQuery(next).queryKey),
  );
  const ready = useWidgetCode(data ? widgetNamesOf(data.tree) : []);
  return next !== null && data !== undefined && ready ? { id: next, parts: partsOf(data.tree) } : null;
}

/** How an idle moment is awaited: the browser's idle callback, or a short timer without one. */
export interface IdleClock {
  whenIdle: (callback: () => void) => () => void;
}

const IDLE_TIMEOUT_MS = 2000;
const NO_IDLE_CALLBACK_MS = 50;

const browserIdle: IdleClock = {
  whenIdle: (callback) => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    // A browser without idle callbacks: a short pause between parts instead.
    const handle = setTimeout(callback, NO_IDLE_CALLBACK_MS);
    return () => clearTimeout(handle);
  },
};

/**
 * How many of a hidden page's `parts` are drawn so far: one more each time the phone is idle,
 * so drawing a page ahead (React's work, and the styles it adds) comes in small tasks between
 * what the student does, not in one long one (issue #19: total blocking time). Null: the page is
 * shown, and drawn whole; hidden again (the student went back), it stays whole.
 */
export function useDrawnAhead(parts: number | null, clock: IdleClock = browserIdle): number {
  const [drawn, setDrawn] = useState(0);
  const [whole, setWhole] = useState(parts === null);
  if (parts === null && !whole) setWhole(true);
  const more = !whole && parts !== null && drawn < parts;
  useEffect(() => {
    if (!more) return;
    return clock.whenIdle(() => setDrawn((count) => count + 1));
  }, [clock, more, drawn]);
  return whole && parts !== null ? parts : drawn;
}

/**
 * Makes a page drawn ahead up to date in the frame that shows it. Hidden, its parts followed no
 * store (React keeps a hidden tree's effects, and with them its subscriptions, off), so a part
 * drawn before the student answered on this page still shows the old answers, score or
 * feedback. When it is shown, React runs its effects, and each store check there draws such a
 * part again — but for a page change (a transition) only after the browser may have painted.
 * A state update from a layout effect is drawn before the paint, and React runs the pending
 * effects first: the first frame the student sees is already up to date.
 */
export function useUpToDateWhenShown(shown: boolean): void {
  const [, setShownCount] = useState(0);
  const wasHidden = useRef(!shown);
  useLayoutEffect(() => {
    if (!shown) {
      wasHidden.current = true;
      return;
    }
    if (!wasHidden.current) return;
    wasHidden.current = false;
    setShownCount((count) => count + 1);
  }, [shown]);
}

/**
 * A content page in the list of pages the route keeps: the one on screen, or the likely next
 * one drawn ahead, hidden, part by part. Keyed by page where it is used, so the hidden drawing
 * is the one shown when the student goes on: a tap on "Next" then only has to show it. A hidden
 * page's effects (its saving, the gates of Next) start only once it is shown, and it leaves the
 * document's title alone.
 */
export function PageSlot({
  id,
  shown,
  parts,
  clock,
}: {
  id: string;
  shown: boolean;
  /** The body's top-level parts, for a page drawn ahead. */
  parts: number | null;
  clock?: IdleClock;
}) {
  const drawn = useDrawnAhead(shown ? null : parts, clock);
  useUpToDateWhenShown(shown);
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <ContentPageView pageId={id} contentId={id} parts={shown ? undefined : drawn} />
    </Activity>
  );
}
