// The libraries every page runs but React's DOM renderer, imported for their evaluation alone:
// src/web/main.tsx evaluates them in a task before the renderer's (react-dom.ts) and the app's.
import '@tanstack/react-query';
import 'i18next';
import 'react';
import 'react-i18next';
import 'react-router';
import 'react-router/dom';
