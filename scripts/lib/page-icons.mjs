// The icons the browser fetches for a page by itself: the page's `<link rel="icon">` and the
// web app manifest's icons. Chromium draws each one in the page's own process, on its main
// thread, as the page loads; an SVG there costs a whole SVG document of its own (4–9 ms for
// the 266-byte mark on this machine, in a task soon after the first paint; four times that
// once Lighthouse slows the CPU as a phone's), a PNG a decode of under half a millisecond
// (issue #19, total blocking time; measured in the pages' traces on 2026-11-29).

/** `<link …>` tags whose rel names an icon (`icon`, `shortcut icon`, `apple-touch-icon`). */
const ICON_LINK = /<link\b[^>]*\brel="[^"]*\bicon\b[^"]*"[^>]*>/gi;

const isVector = (href, type) =>
  /\.svgz?(?:[?#]|$)/i.test(href ?? '') || /^image\/svg\+xml$/i.test(type ?? '');

const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** `names`, the first two of them named: "a.html", "a.html and b.html", "a.html, b.html and 3 more". */
function namesOf(names) {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/**
 * The problems with the icons of `pages` (name → HTML) and of the web app `manifest` (its
 * JSON, parsed): an icon that is an SVG, or a page without an icon at all (the browser then
 * asks for /favicon.ico, a 404). One problem for each such icon, with the pages that name it.
 * Empty when all is well.
 */
export function pageIconProblems(pages, manifest) {
  const vectors = new Map();
  const bare = [];
  for (const [name, html] of Object.entries(pages)) {
    const links = html.match(ICON_LINK) ?? [];
    if (links.length === 0) bare.push(name);
    for (const tag of links) {
      const href = attribute(tag, 'href') ?? '';
      if (isVector(href, attribute(tag, 'type')))
        vectors.set(href, [...(vectors.get(href) ?? []), name]);
    }
  }
  const problems = [...vectors].map(
    ([href, names]) => `${href}, the icon of ${namesOf(names)}, is an SVG`,
  );
  if (bare.length > 0)
    problems.push(`${namesOf(bare)} ${bare.length === 1 ? 'names' : 'name'} no icon`);
  for (const icon of manifest.icons ?? []) {
    if (isVector(icon.src, icon.type)) problems.push(`the manifest's icon ${icon.src} is an SVG`);
  }
  return problems;
}
