import { ChatScreen } from "../../features/chat/components/chat-screen";
import { UploadBookButton } from "../../features/documents/components/upload-dialog";
import { VoiceControls } from "../../features/voice/components/voice-controls";

/** "/" signed in: the chat, with Upload book in its header and voice around its input. */
export function ChatRoute({ firstName }: { firstName: string | null }) {
  return (
    <ChatScreen firstName={firstName} actions={<UploadBookButton variant="ghost" />} Voice={VoiceControls} />
  );
}
