// The router (and React, which it imports), loaded for their evaluation alone: src/web/main.tsx
// evaluates each library group in a task of its own (scripts/lib/library-chunks.ts puts each in
// its own chunk).
// Re-exported, not imported bare: the packages declare no side effects, so a bare import would
// be dropped and their evaluation would fall into the app's task.
export { createBrowserRouter } from 'react-router';
export { RouterProvider } from 'react-router/dom';
