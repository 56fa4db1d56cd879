import { useEffect } from "react";
import { DEFAULT_TITLE, type PageMeta } from "../../../content/page-meta";

function setDescription(content: string) {
  document.querySelector('meta[name="description"]')?.setAttribute("content", content);
}

/**
 * Keeps the tab title and description right after client-side navigation (the prerendered HTML
 * already carries them for the first load); leaving the page restores the product name.
 */
export function usePageMeta(meta: PageMeta) {
  useEffect(() => {
    const previousDescription = document.querySelector('meta[name="description"]')?.getAttribute("content");
    document.title = meta.title;
    setDescription(meta.description);
    return () => {
      document.title = DEFAULT_TITLE;
      if (previousDescription) setDescription(previousDescription);
    };
  }, [meta]);
}
