import { useEffect, useRef } from 'react';

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

const gates = new Map<string, Set<{ current: PageGate }>>();

/** Registers a widget's gate for its page while it is on screen. */
export function useBeforeNext(pageId: string, gate: PageGate): void {
  const latest = useRef(gate);
  latest.current = gate;
  useEffect(() => {
    const entry = latest;
    let set = gates.get(pageId);
    if (!set) {
      set = new Set();
      gates.set(pageId, set);
    }
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0) gates.delete(pageId);
    };
  }, [pageId]);
}

/** Runs the page's gates in order; the first message stops the way on. */
export async function runBeforeNext(pageId: string): Promise<GateMessage | null> {
  for (const entry of [...(gates.get(pageId) ?? [])]) {
    const message = await entry.current();
    if (message !== null) return message;
  }
  return null;
}
