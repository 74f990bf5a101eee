// React's DOM renderer, imported for its evaluation alone (about as long as all the other
// libraries together): src/web/main.tsx gives it a task of its own.
import 'react-dom/client';
