import { renderToString } from "react-dom/server";
import { AppRoot } from "../app/root";
import { preloadPublicPage } from "../app/routes/public/pages";
import { createQueryClient } from "../lib/query-client";

export { pageMeta, prerenderedPaths } from "../content/page-meta";

/**
 * The markup of one public page as a signed-out visitor first sees it (the user is still loading,
 * so the public routes answer), for the build to put inside #root.
 */
export async function renderPage(path: string): Promise<string> {
  await preloadPublicPage(path);
  return renderToString(<AppRoot queryClient={createQueryClient()} ssrPath={path} />);
}
