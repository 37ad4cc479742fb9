import { Suspense, type ComponentType, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { WIDGET_SCHEMAS, isWidgetName, type WidgetName } from '@clearpath/core';
import type { WidgetProps, WidgetRegistry } from '../../widgets/types';

export interface WidgetHostProps {
  name: string;
  /** The directive's attributes as written in the Markdown (strings). */
  attributes: Record<string, string>;
  pageId: string;
  children?: ReactNode;
  registry: Partial<WidgetRegistry>;
  /** Development: problems are shown on the page. Production: logged and skipped. */
  showErrors: boolean;
}

function ContentError({ title, detail }: { title: string; detail: string }) {
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      <AlertTitle>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}

/**
 * One directive of a page: parses its attributes with core's schema and renders the registry's
 * component. An unknown widget or bad attributes is a content bug: a visible error box in
 * development, a `console.error` and nothing on the page in production.
 */
export function WidgetHost({
  name,
  attributes,
  pageId,
  children,
  registry,
  showErrors,
}: WidgetHostProps) {
  const fail = (title: string, detail: string) => {
    if (showErrors) return <ContentError title={title} detail={detail} />;
    console.error(`${title} on page ${pageId}: ${detail}`);
    return null;
  };
  if (!isWidgetName(name)) return fail(`Unknown widget "${name}"`, 'No widget has this name.');
  const widget = registry[name];
  if (!widget) return fail(`Widget "${name}" is not available`, 'It is not in the registry yet.');
  const parsed = WIDGET_SCHEMAS[name].attributes.safeParse(attributes);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'attributes'}: ${issue.message}`)
      .join('; ');
    return fail(`Widget "${name}" has bad attributes`, detail);
  }
  const Component = widget.Component as ComponentType<WidgetProps<WidgetName>>;
  return (
    <Suspense
      fallback={
        <Typography role="status" color="text.secondary" sx={{ my: 2 }}>
          Loading…
        </Typography>
      }
    >
      <Component attributes={parsed.data as WidgetProps<WidgetName>['attributes']} pageId={pageId}>
        {children}
      </Component>
    </Suspense>
  );
}
