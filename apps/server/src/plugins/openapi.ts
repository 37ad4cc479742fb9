interface RequestBodyLike {
  required?: boolean;
  content?: Record<string, { schema?: { nullable?: boolean } }>;
}

/**
 * Marks each request body that may be left out as not required in the OpenAPI document. A route
 * takes a request without a body when its body schema accepts null (`.nullish()`: Fastify
 * passes null for a missing body), but @fastify/swagger calls every body required and shows
 * the null as `nullable`, as if the client were to send the JSON `null`.
 */
export function markOptionalBodies<Document extends { paths?: object }>(
  document: Document,
): Document {
  for (const path of Object.values(document.paths ?? {}) as Record<string, unknown>[]) {
    for (const operation of Object.values(path) as { requestBody?: RequestBodyLike }[]) {
      const body = operation.requestBody;
      const media = Object.values(body?.content ?? {});
      if (!body || media.length === 0 || !media.every((type) => type.schema?.nullable)) continue;
      body.required = false;
      for (const type of media) delete type.schema?.nullable;
    }
  }
  return document;
}
