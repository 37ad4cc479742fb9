import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isPageWidget, type PageNode, type PageTree } from '@clearpath/core';
import type { WidgetRegistry } from '../../widgets/types';
import { WidgetHost } from './widget-host';

export interface MarkdownBodyProps {
  /** The page's Markdown as the server compiled it (`tree`): no parser runs in the browser. */
  tree: PageTree;
  pageId: string;
  registry: Partial<WidgetRegistry>;
  showErrors: boolean;
  /** Only the first `parts` parts (`partsOf`: a page drawn ahead, part by part); all if unset. */
  parts?: number;
}

type Props = Record<string, string | number | boolean>;
type Renderer = (props: Props, children: ReactNode) => ReactNode;

/** The elements drawn with the theme's typography and the router's links; the rest as they are. */
const THEMED: Record<string, Renderer> = {
  h2: (_props, children) => (
    <Typography variant="h2" sx={{ mt: 4, mb: 1.5 }}>
      {children}
    </Typography>
  ),
  h3: (_props, children) => (
    <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  p: (_props, children) => <Typography sx={{ mb: 1.5 }}>{children}</Typography>,
  a: ({ href = '', ...props }, children) =>
    typeof href === 'string' && href.startsWith('/') ? (
      <Link {...props} component={RouterLink} to={href}>
        {children}
      </Link>
    ) : (
      <Link {...props} href={String(href)} rel="noopener">
        {children}
      </Link>
    ),
};

function renderNodes(nodes: readonly PageNode[], context: Omit<MarkdownBodyProps, 'tree' | 'parts'>): ReactNode[] {
  // Index keys: the same tree gives the same elements, so a re-render keeps every widget
  // mounted with its state (a carousel keeps its place).
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const children = node.children ? renderNodes(node.children, context) : undefined;
    if (isPageWidget(node)) {
      return (
        <WidgetHost
          key={index}
          name={node.widget}
          attributes={node.attributes}
          pageId={context.pageId}
          registry={context.registry}
          showErrors={context.showErrors}
        >
          {children}
        </WidgetHost>
      );
    }
    const props = node.props ?? {};
    const themed = THEMED[node.tag];
    if (themed) return <Fragment key={index}>{themed(props, children)}</Fragment>;
    return createElement(node.tag, { ...props, key: index }, children);
  });
}

/** How many parts a page's body has: its top-level elements (the text between goes with them). */
export function partsOf(tree: PageTree): number {
  return tree.filter((node) => typeof node !== 'string').length;
}

/** Where the body's first `parts` parts end: before the next part's element. */
function partsEnd(tree: PageTree, parts: number): number {
  let seen = 0;
  for (let index = 0; index < tree.length; index += 1) {
    if (typeof tree[index] === 'string') continue;
    if (seen === parts) return index;
    seen += 1;
  }
  return tree.length;
}

/** A page's body (its compiled Markdown) with its widget directives rendered from the registry. */
export function MarkdownBody({ tree, pageId, registry, showErrors, parts }: MarkdownBodyProps) {
  const body = useMemo(
    () => renderNodes(tree, { pageId, registry, showErrors }),
    [tree, pageId, registry, showErrors],
  );
  // The same elements as the whole body: the parts drawn before are not drawn again.
  const shown = parts === undefined ? body : body.slice(0, partsEnd(tree, parts));
  return (
    // Lists written in Markdown (no class), and their items only: a widget's own list (a grid of
    // cards, rows between dividers) keeps its own spacing, which a rule here would outrank.
    <Box
      sx={{
        '& ul:not([class]), & ol:not([class])': { pl: 3, mb: 2, '& > li': { mb: 0.75 } },
      }}
    >
      {shown}
    </Box>
  );
}
