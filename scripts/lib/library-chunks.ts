// The libraries every page runs, in three chunks of their own (vite.config.ts): React with its DOM
// renderer, the router, and the query cache with i18next. Fetched as a dozen small shared chunks
// they cost a round trip each on a phone's connection; as one chunk, its evaluation was one long
// task (src/web/main.tsx evaluates one group per task). scripts/check-bundle.ts checks that each
// carries V8's compile hint (compile-hints-plugin.ts).
export const LIBRARY_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'query-i18n',
    test: /node_modules[\\/](@tanstack|i18next[^\\/]*|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
].map((group) => ({ ...group, priority: 20 }));
