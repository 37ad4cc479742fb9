/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API: an absolute URL or a path on this host. Defaults to `/api`. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
