// Bundles the server into dist/: our workspace packages are compiled in,
// every other package stays an ordinary import from node_modules.
import { build } from 'esbuild';

const externalsExceptWorkspace = {
  name: 'externals-except-workspace',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@clearpath/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalsExceptWorkspace],
});
