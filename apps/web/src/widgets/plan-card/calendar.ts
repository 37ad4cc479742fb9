import { checkInCalendar } from '@clearpath/core';

/** What goes into the check-in event: only what the student wrote, made on this device. */
export function checkInFile(date: string, goal: string | null, now: Date, uid: string): string {
  return checkInCalendar({
    date,
    summary: 'Check in on my plan',
    description: goal
      ? `My goal: ${goal}\nHow is it going? Look back at your plan in Clearpath.`
      : 'How is it going? Look back at your plan in Clearpath.',
    uid: `${uid}@clearpath`,
    now,
  });
}

/** Downloads text as a file through a Blob: nothing leaves the device. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download can start.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A unique id for the event (randomUUID needs a secure context; plain http gets a random one). */
export function eventUid(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');
}
