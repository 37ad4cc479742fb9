import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { loadContent, type CompiledContent } from '@clearpath/content';
import { COOKIE_NAMES, isPageWidget, moduleOfPage, type PageNode } from '@clearpath/core';
import { AppProviders } from '../app/providers';
import { ModuleLine } from '../app/routes/content-page';
import { LayoutFrame } from '../components/layout-frame';
import { routes } from '../config/routes';
import { modulesQuery, pageQuery, type PageDocument } from '../features/content/content-api';
import { ContentPageView } from '../features/content/content-page-view';
import { useNavigationStore } from '../features/navigation/navigation-store';
import { PathProgress } from '../features/navigation/path-progress';
import { createQueryClient } from '../lib/query-client';

export { PREDRAWN_RULES, predrawnElement } from '../lib/predrawn';

/** A module page as the build draws it ahead (`predrawnPages`). */
export type PredrawnPage = {
  id: string;
  /** Where the server finds the drawn page: `/page/1-0`. */
  href: string;
  title: string;
  module: NonNullable<ReturnType<typeof moduleOfPage>>;
  color: string | null;
  /** The page as drawn ahead: its shared beginning (`sharedBeginning`). */
  document: PageDocument;
  /** Its whole tree, widgets included: drawn unseen for their styles only (`pageStyles`). */
  whole: PageNode[];
};

const hasWidget = (node: PageNode): boolean =>
  typeof node !== 'string' && (isPageWidget(node) || (node.children ?? []).some(hasWidget));

/**
 * The part of a page's tree that is the same for every student: its text up to the first widget.
 * A widget shows the student's own answers, results or services, which only the app knows, so
 * nothing from the first one on is drawn ahead.
 */
export function sharedBeginning(tree: readonly PageNode[]): PageNode[] {
  const first = tree.findIndex(hasWidget);
  return first === -1 ? [...tree] : tree.slice(0, first);
}

/** Every module page with some text before its first widget, from content/ at `contentDir`. */
export function predrawnPages(contentDir: string): PredrawnPage[] {
  const loaded = loadContent(contentDir);
  if (!loaded.ok) throw new Error(`content/ does not load: ${loaded.errors[0]?.message ?? ''}`);
  return modulePages(loaded.content);
}

function modulePages(content: CompiledContent): PredrawnPage[] {
  return content.pages.flatMap((page) => {
    const module = moduleOfPage(page.id);
    const tree = sharedBeginning(page.tree);
    if (page.module === null || module === null || tree.length === 0) return [];
    return [
      {
        id: page.id,
        href: routes.page.href(page.id),
        title: page.title,
        module,
        color: page.module ? (content.modules[page.module]?.color ?? null) : null,
        document: {
          path: page.path,
          slug: page.id,
          kind: 'page',
          id: page.id,
          title: page.title,
          module: page.module,
          tree,
        },
        whole: page.tree,
      },
    ];
  });
}

/**
 * Draws a module page's shared beginning into `container` of a DOM without a network (jsdom at
 * build, scripts/prerender.mjs), with the app's own components: the frame of a logged-in
 * student's page without the header's "Log out", the module line, the progress bars' place (not
 * their values, which are the student's), the title and the text up to the first widget. The
 * server sends it for `/page/:id`, so a phone shows the text as soon as the HTML arrives; the
 * app draws the page underneath and swaps it in at once (src/lib/predrawn.ts).
 * `whole` draws the whole page instead, its widgets as they are before any answer: for the
 * styles they insert (`modulePageStyles`), never to be shown.
 */
export function renderModulePage(
  container: HTMLElement,
  page: PredrawnPage,
  styles: EmotionCache,
  whole = false,
): () => void {
  // A student on a module page has answered the cookie banner, or meets it again in the app.
  document.cookie = `${COOKIE_NAMES.allowAnalytics}=0`;
  useNavigationStore.setState({ current_module: page.module });
  const client = createQueryClient();
  client.setQueryData(
    pageQuery(page.id).queryKey,
    whole ? { ...page.document, tree: page.whole } : page.document,
  );
  // The line above the title takes the module's colour from the page instead.
  client.setQueryData(modulesQuery().queryKey, []);
  // Its ids are its own: the app draws the same page, with the same ids, underneath.
  const root = createRoot(container, { identifierPrefix: 'predrawn-' });
  flushSync(() =>
    root.render(
      <CacheProvider value={styles}>
        <AppProviders client={client}>
          <MemoryRouter initialEntries={[page.href]}>
            <LayoutFrame>
              <Container maxWidth="md">
                <ModuleLine moduleId={page.module} color={page.color} />
                {page.module !== 'Review' ? (
                  <Box aria-hidden sx={{ visibility: 'hidden' }}>
                    <PathProgress module={page.module} />
                  </Box>
                ) : null}
                <ContentPageView pageId={page.id} contentId={page.id} />
              </Container>
            </LayoutFrame>
          </MemoryRouter>
        </AppProviders>
      </CacheProvider>,
    ),
  );
  return () => {
    root.unmount();
    client.clear();
  };
}

/**
 * The module pages' styles as emotion names them: each rule the drawings inserted, under the
 * name of the style it belongs to. `components` are the components' own (emotion's cache);
 * `globals` those of `<Global>` (the theme's variables, the baseline).
 */
export type DrawnStyles = {
  cache: EmotionCache;
  components: Map<string, string>;
  globals: Map<string, string>;
};

/**
 * A style cache for drawing the module pages, kept apart from the landing's (drawn in the same
 * document first): every rule goes into a sheet inside `container`, and is noted under its
 * style's name. The page carries them labelled as emotion's server rendering labels them, so the
 * app adopts them as they are instead of parsing and inserting each rule again while it draws
 * the page (issue #19: that was half of the longest task of its start).
 */
export function modulePageStyles(container: HTMLElement): DrawnStyles {
  const cache = createCache({ key: 'css', container });
  const drawn: DrawnStyles = { cache, components: new Map(), globals: new Map() };
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const rules: string[] = [];
    const insertRule = sheet.insert;
    sheet.insert = (rule) => {
      rules.push(rule);
      insertRule.call(sheet, rule);
    };
    try {
      return insert(selector, serialized, sheet, shouldCache);
    } finally {
      sheet.insert = insertRule;
      // emotion caches what it inserts for a component; a global is inserted again each time
      // a page is drawn, the same rules under the same name.
      (shouldCache ? drawn.components : drawn.globals).set(serialized.name, rules.join(''));
    }
  };
  return drawn;
}

/**
 * The `<style>` elements that carry `styles` in a page, in the order emotion keeps them: the
 * globals first, each under its own name, then every component's rules under all their names.
 * The app's emotion takes them as its own (`data-emotion`, as its server rendering writes it).
 * `data-s` tells it they are where they belong, in <head>: emotion moves labelled styles that
 * lack it to the end of <head> first, which has the browser take each sheet in again.
 */
export function drawnStyleElements(styles: DrawnStyles): string {
  const element = (label: string, css: string) =>
    `<style data-emotion="${label}" data-s="">${css.replaceAll('</style', '<\\/style')}</style>`;
  const { key } = styles.cache;
  return [
    ...[...styles.globals].map(([name, css]) => element(`${key}-global ${name}`, css)),
    element([key, ...styles.components.keys()].join(' '), [...styles.components.values()].join('')),
  ].join('');
}
