import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry, with one change: hydration starts in a
// task of its own. Evaluating React and the route modules is one long task on a
// slow phone; hydrating in the same task would make it longer (issue 14). The
// hydration itself runs in a transition, which React splits into short tasks.
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
