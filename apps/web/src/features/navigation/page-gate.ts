import { useEffect, useRef } from 'react';
import { create } from 'zustand';

/**
 * Why a gate keeps the student on the page: what is still missing (a string, shown as a
 * warning: "Answer all nine questions first"), or a note that their answer is saved and its
 * feedback is there to read (`savedNote`, shown as information, not as a warning).
 */
export type GateMessage = string | SavedNote;

/** A gate's note that it saved the answer and keeps the student on the page to read what it means. */
export interface SavedNote {
  saved: string;
}

export function savedNote(text: string): SavedNote {
  return { saved: text };
}

/**
 * What a widget checks before the student leaves its page with Next: `null` lets them go on;
 * a message keeps them on the page and is shown next to the button. A gate may also save the
 * widget's answers and wait for that.
 */
export type PageGate = () => GateMessage | null | Promise<GateMessage | null>;

/** What a widget does once every gate of its page has let the student on (saves its answers). */
export type PageLeave = () => void | Promise<void>;

type Registry<T> = Map<string, Set<{ current: T }>>;
type Entry = { current: PageGate };

/**
 * The message now keeping the student on a page, and the gate that gave it. The nav arrows show
 * the message (`useGateMessage`); the gate's widget marks what it asks for as described by it
 * (`useBeforeNext`'s answer), so a screen reader reading the field hears what is missing (WCAG
 * 3.3.1). A saved note marks nothing: nothing is missing.
 */
const useStopped = create<{ pageId: string; message: GateMessage; gate: Entry } | null>(() => null);

/** The id of the element that shows the message keeping the student on `pageId` (nav arrows). */
export function gateMessageId(pageId: string): string {
  return `next-stopped-${pageId}`;
}

/** The message keeping the student on `pageId`, from the last tap on Next; none once it is gone. */
export function useGateMessage(pageId: string): GateMessage | null {
  return useStopped((state) => (state?.pageId === pageId ? state.message : null));
}

/** The message for `pageId` is gone (its answers changed, or the page was left). */
export function clearGateMessage(pageId: string): void {
  if (useStopped.getState()?.pageId === pageId) useStopped.setState(null, true);
}

/** What a widget's gate makes of its fields: described by the message while it keeps them there. */
export interface GateState {
  /** The gate's message stands: the widget's answers are what it asks for. */
  stopped: boolean;
  /** The message's id while it stands, for the widget's `aria-describedby`. */
  describedBy: string | undefined;
}

const gates: Registry<PageGate> = new Map();
const leaves: Registry<PageLeave> = new Map();

/** Keeps `callback` (its latest version) in `registry` under its page while it is on screen. */
function useRegistered<T>(registry: Registry<T>, pageId: string, callback: T): { current: T } {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const entry = latest;
    let set = registry.get(pageId);
    if (!set) {
      set = new Set();
      registry.set(pageId, set);
    }
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0) registry.delete(pageId);
    };
  }, [registry, pageId]);
  return latest;
}

/**
 * Registers a widget's gate for its page while it is on screen. Its answer says whether the
 * gate's message now keeps the student there, and the message's id to describe the fields by.
 */
export function useBeforeNext(pageId: string, gate: PageGate): GateState {
  const entry = useRegistered(gates, pageId, gate);
  const stopped = useStopped((state) => state?.gate === entry && typeof state.message === 'string');
  // A gate no longer on screen keeps no one on its page.
  useEffect(
    () => () => {
      if (useStopped.getState()?.gate === entry) useStopped.setState(null, true);
    },
    [entry],
  );
  return { stopped, describedBy: stopped ? gateMessageId(pageId) : undefined };
}

/**
 * Registers what a widget saves as the student leaves its page with Next, once every gate of the
 * page has let them on: an answer kept as first given is never saved while another widget of
 * the page still asks for something (2C-3: the helps, while no safer-use habit is ticked).
 */
export function useOnLeave(pageId: string, leave: PageLeave): void {
  useRegistered(leaves, pageId, leave);
}

/**
 * Runs the page's gates in order; the first message stops the way on. When none has one, what
 * the page's widgets save on leaving is saved, and waited for.
 */
export async function runBeforeNext(pageId: string): Promise<GateMessage | null> {
  clearGateMessage(pageId);
  for (const entry of [...(gates.get(pageId) ?? [])]) {
    const message = await entry.current();
    if (message !== null) {
      useStopped.setState({ pageId, message, gate: entry }, true);
      return message;
    }
  }
  for (const entry of [...(leaves.get(pageId) ?? [])]) await entry.current();
  return null;
}
