import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { isPhoneLink } from '@clearpath/core';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { WidgetRegistry } from '../../widgets/types';
import { WIDGET_ATTRIBUTES_PROPERTY, WIDGET_NAME_PROPERTY, remarkWidgets } from './remark-widgets';
import { WidgetHost } from './widget-host';

export interface MarkdownBodyProps {
  markdown: string;
  pageId: string;
  registry: Partial<WidgetRegistry>;
  showErrors: boolean;
}

type ElementProps = { children?: ReactNode } & Record<string, unknown>;

function components(props: Omit<MarkdownBodyProps, 'markdown'>): Components {
  const widget = (element: ElementProps, fallback: (children: ReactNode) => ReactNode) => {
    const name = element[WIDGET_NAME_PROPERTY];
    if (typeof name !== 'string') return fallback(element.children);
    return (
      <WidgetHost
        name={name}
        rawAttributes={String(element[WIDGET_ATTRIBUTES_PROPERTY] ?? '{}')}
        pageId={props.pageId}
        registry={props.registry}
        showErrors={props.showErrors}
      >
        {element.children}
      </WidgetHost>
    );
  };
  return {
    div: ({ node: _node, ref: _ref, ...element }) => widget(element, (children) => <div>{children}</div>),
    span: ({ node: _node, ref: _ref, ...element }) => widget(element, (children) => <span>{children}</span>),
    h2: ({ children }) => (
      <Typography variant="h2" sx={{ mt: 4, mb: 1.5 }}>
        {children}
      </Typography>
    ),
    h3: ({ children }) => (
      <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
        {children}
      </Typography>
    ),
    p: ({ children }) => <Typography sx={{ mb: 1.5 }}>{children}</Typography>,
    a: ({ href = '', children }) =>
      href.startsWith('/') ? (
        <Link component={RouterLink} to={href}>
          {children}
        </Link>
      ) : (
        <Link href={href} rel="noopener">
          {children}
        </Link>
      ),
  };
}

/** react-markdown's safe links, plus tap-to-call (`tel:`) and tap-to-text (`sms:`) ones. */
function keepPhoneLinks(url: string): string {
  return isPhoneLink(url) ? url : defaultUrlTransform(url);
}

/** A page's Markdown body with its widget directives rendered from the registry. */
export function MarkdownBody({ markdown, pageId, registry, showErrors }: MarkdownBodyProps) {
  // The same component types on every render: new ones would remount every widget (and lose
  // a carousel's place) each time the page re-renders.
  const mapping = useMemo(
    () => components({ pageId, registry, showErrors }),
    [pageId, registry, showErrors],
  );
  return (
    // Lists written in Markdown (no class); a widget's own list (a grid of cards) keeps its layout.
    <Box sx={{ '& ul:not([class]), & ol:not([class])': { pl: 3, mb: 2 }, '& li': { mb: 0.75 } }}>
      <Markdown
        remarkPlugins={[remarkGfm, remarkDirective, remarkWidgets]}
        components={mapping}
        urlTransform={keepPhoneLinks}
      >
        {markdown}
      </Markdown>
    </Box>
  );
}
