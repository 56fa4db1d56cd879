import { createRoot, hydrateRoot } from "react-dom/client";
import { AppRoot } from "./app/root";
import { preloadPublicPage } from "./app/routes/public/pages";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const container = document.getElementById("root")!;
const app = <AppRoot queryClient={createQueryClient()} />;

if (container.firstElementChild) {
  // A prerendered page: load its code first, so hydration matches the HTML without suspending.
  preloadPublicPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
