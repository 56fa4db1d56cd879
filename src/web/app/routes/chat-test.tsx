import { PublicLayout } from "../../components/layout/public-layout";
import { CoachMarkdown } from "../../features/chat/components/coach-markdown";
import { ChatTestPage } from "../../features/provider-test/components/chat-test-page";
import { usePageMeta } from "./public/use-page-meta";

const meta = {
  title: "AI Dating Coach Test | Dating Coach AI",
  description: "Send a test message to the AI dating coach, with the offline coach or your own provider key.",
};
const renderReply = (text: string) => <CoachMarkdown text={text} />;

export function ChatTestRoute() {
  usePageMeta(meta);
  return (
    <PublicLayout>
      <ChatTestPage renderReply={renderReply} />
    </PublicLayout>
  );
}
