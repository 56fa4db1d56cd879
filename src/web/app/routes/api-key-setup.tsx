import { PublicLayout } from "../../components/layout/public-layout";
import { ApiKeySetupPage } from "../../features/provider-test/components/api-key-setup-page";
import { usePageMeta } from "./public/use-page-meta";

const meta = {
  title: "Set up an AI provider key | Dating Coach AI",
  description:
    "Check your own OpenAI-compatible API key, kept in this browser tab only, then test the coach.",
};

export function ApiKeySetupRoute() {
  usePageMeta(meta);
  return (
    <PublicLayout>
      <ApiKeySetupPage />
    </PublicLayout>
  );
}
