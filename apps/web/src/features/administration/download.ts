/** Saves text made in the page as a file (recovery codes), without a round trip to the server. */
export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  downloadFrom(url, filename);
  // The click has started the download; the object URL may go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Starts the download of a file the server streams (an export), as a click on its link would:
 * the browser saves it as it arrives, so a large file never sits in the page's memory.
 */
export function downloadFrom(url: string, filename = ''): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}
